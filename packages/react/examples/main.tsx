import { createRoot } from 'react-dom/client';
import '@treesponse/react/styles.css';
import { createEnergyCheck, EnergyCheck } from './energy-check';

createRoot(document.getElementById('root')!).render(<EnergyCheck controller={createEnergyCheck('nl')} />);
