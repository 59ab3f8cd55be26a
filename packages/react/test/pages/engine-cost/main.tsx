import { createRoot } from 'react-dom/client';
import { createSurvey } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { Survey } from '@treesponse/react';
import '@treesponse/react/survey.css';
import { definition } from './definition';

const controller = createSurvey({ definition, api: createOfflineApi(), language: 'en' });
createRoot(document.getElementById('root')!).render(<Survey controller={controller} />);
