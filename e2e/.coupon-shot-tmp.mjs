import { chromium } from 'playwright';
const base = process.env.BASE ?? 'http://127.0.0.1:3371';
const shots = JSON.parse(process.argv[2]);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const shot of shots) {
  const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height ?? 900 }, deviceScaleFactor: shot.scale ?? 1 });
  await page.goto(base + shot.path, { waitUntil: 'networkidle' });
  if (shot.actions) {
    for (const action of shot.actions) {
      if (action.click) await page.getByRole(action.role ?? 'button', { name: action.click }).first().click();
      if (action.fill) await page.getByLabel(action.fill, { exact: action.exact ?? false }).fill(action.value);
      if (action.check) await page.getByRole('checkbox', { name: action.check }).check();
      if (action.wait) await page.waitForTimeout(action.wait);
      if (action.waitFor) await page.getByText(action.waitFor).first().waitFor();
    }
  }
  if (shot.scrollY !== undefined) { await page.evaluate((y) => window.scrollTo(0, y), shot.scrollY); await page.waitForTimeout(300); }
  await page.screenshot({ path: shot.out, fullPage: shot.full !== false });
  await page.close();
}
await browser.close();
