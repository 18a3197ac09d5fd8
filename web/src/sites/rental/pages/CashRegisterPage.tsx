import { CashRegister } from '../features/cash-register/CashRegister';

/**
 * /Kassensystem: the cash register (spec §2). The menu's popup opens it with navigation state
 * `{ mode }`; without one the page lets the cashier choose.
 */
export function CashRegisterPage() {
  return <CashRegister />;
}
