import { SUPPLIERS } from '../suppliers/catalogue.js';
import type { SupplierName } from '../suppliers/types.js';

/** A supplier's wordmark. The name is written next to it, so the image is decorative. */
export function SupplierLogo({ name }: { name: string }) {
  const supplier = SUPPLIERS[name as SupplierName];
  if (!supplier) return null;
  return <img className="pc-supplier-logo" src={supplier.logo.src} alt="" width={120} height={36} />;
}
