import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '../../contract/adminRoles';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../server/services/admin/demoStaff';

const PERIOD_MS = 30_000;
/** The 30-second step each role's code was last spent in, by this worker: a code signs in once. */
const spentSteps = new Map<StaffRole, number>();
const stepNow = () => Math.floor(Date.now() / PERIOD_MS);
const untilNextStep = () => PERIOD_MS - (Date.now() % PERIOD_MS) + 500;

/** What the staff member's authenticator app shows now, from the demo secret. */
export function codeOf(role: StaffRole): string {
  const staff = DEMO_STAFF.find((s) => s.role === role)!;
  return new TOTP({ secret: Secret.fromBase32(staff.totpSecret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

/**
 * Signs a demo staff member in at `path` with the authenticator's code. A code signs in once, so when an earlier
 * journey spent this step's code for the same role (in this worker, or in another: the form refuses it), it waits
 * for the next code, as a person would.
 */
export async function staffSignIn(page: Page, role: StaffRole, path: string): Promise<void> {
  const staff = DEMO_STAFF.find((s) => s.role === role)!;
  await page.goto(path);
  await expect(page.getByRole('heading', { name: '員工登入' })).toBeVisible();
  if (spentSteps.get(role) === stepNow()) await page.waitForTimeout(untilNextStep());
  const refused = page.getByText('E-mail、密碼或驗證碼錯誤');
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByLabel('E-mail').fill(staff.email);
    await page.getByLabel('密碼').fill(DEMO_STAFF_PASSWORD);
    await page.getByLabel(/驗證碼/).fill(codeOf(role));
    spentSteps.set(role, stepNow());
    await page.getByRole('button', { name: '登入' }).click();
    await expect(page.getByTestId('staff-name').or(refused)).toBeVisible({ timeout: 15_000 });
    if (!(await refused.isVisible())) break;
    await page.waitForTimeout(untilNextStep());
  }
  await expect(page.getByTestId('staff-name')).toHaveText(staff.name);
}
