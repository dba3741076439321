import type { Page } from '@playwright/test'

/* The sources of a Content-Security-Policy's script-src directive. */
export const scriptSources = (policy: string) =>
  policy
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))
    ?.split(' ')
    .slice(1) ?? []

/*
 * Records every script the policy refuses on the documents the page opens from now on, read with
 * refusedScripts. Zod's check whether it may compile validators (`Function("")` in a try) is
 * refused too, by design, and answered by its slower path: eval is not an inline script, so it is
 * left out.
 */
export async function recordRefusedScripts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const refused: string[] = []
    Object.assign(window, { refusedScripts: refused })
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective.startsWith('script-src') && event.blockedURI !== 'eval')
        refused.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`)
    })
  })
}

export const refusedScripts = (page: Page) =>
  page.evaluate(() => (window as unknown as { refusedScripts: string[] }).refusedScripts)

/*
 * Whether an inline script element that is not Next's runs on the current page, as one injected
 * into a stored text would. The browser logs its refusal as a console error.
 */
export const injectedScriptRuns = (page: Page) =>
  page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.injectedScriptRan = true'
    document.body.append(script)
    await new Promise((resolve) => setTimeout(resolve, 200))
    return (window as { injectedScriptRan?: boolean }).injectedScriptRan ?? false
  })
