import { describe, expect, it } from 'vitest'

import {
  clerkFrontendApi,
  contentSecurityPolicy,
  cacheHeaderRules,
  contentNamedFiles,
  securityHeaders,
  stripeCheckoutOrigin,
} from '@/lib/security-headers.mjs'
import { scriptHash } from '@/lib/csp/script-hash.mjs'
import { googleAnalyticsScript } from '@/lib/google-analytics-script.mjs'

const base = { production: true, siteUrl: 'https://venture.example' }
const clerkKey = (host: string, kind = 'live') =>
  `pk_${kind}_${Buffer.from(`${host}$`).toString('base64')}`

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `))

describe('contentSecurityPolicy', () => {
  it('allows only the site itself when neither GA nor Clerk is configured', () => {
    const policy = contentSecurityPolicy(base)
    expect(policy).not.toMatch(/https:/)
    expect(directive(policy, 'script-src')).toBe("script-src 'self'")
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
  })

  it("allows inline scripts in production only by the hashes it is given, never 'unsafe-inline'", () => {
    const hashes = [scriptHash('self.__next_f.push([0])'), scriptHash('self.__next_f.push([1,""])')]
    for (const options of [
      base,
      { ...base, gaMeasurementId: 'G-X' },
      { ...base, clerkPublishableKey: clerkKey('clerk.venture.example') },
    ]) {
      const script = directive(
        contentSecurityPolicy({ ...options, scriptSources: hashes }),
        'script-src',
      )
      expect(script).not.toContain("'unsafe-inline'")
      for (const hash of hashes) expect(script).toContain(hash)
    }
  })

  it('refuses inline event handler attributes, whatever else is configured', () => {
    for (const options of [
      base,
      { ...base, gaMeasurementId: 'G-X' },
      { ...base, production: false },
    ])
      expect(directive(contentSecurityPolicy(options), 'script-src-attr')).toBe(
        "script-src-attr 'none'",
      )
  })

  it("adds 'unsafe-eval' only outside production, where React's development build needs it", () => {
    expect(contentSecurityPolicy({ ...base, production: false })).toContain("'unsafe-eval'")
    expect(contentSecurityPolicy(base)).not.toContain("'unsafe-eval'")
  })

  it('lets the GA script load and report when a measurement id is configured', () => {
    const policy = contentSecurityPolicy({ ...base, gaMeasurementId: 'G-TEST' })
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com')
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com')
    // Its inline tag, allowed by the hash of the very text the component renders.
    expect(directive(policy, 'script-src')).toContain(scriptHash(googleAnalyticsScript('G-TEST')))
  })

  it("allows the Clerk frontend API the publishable key names, and Clerk's dev hosts for test keys", () => {
    const live = contentSecurityPolicy({
      ...base,
      clerkPublishableKey: clerkKey('clerk.venture.example'),
    })
    expect(directive(live, 'script-src')).toContain('https://clerk.venture.example')
    expect(directive(live, 'connect-src')).toContain('https://clerk.venture.example')
    expect(live).not.toContain('clerk.accounts.dev')

    const dev = contentSecurityPolicy({
      ...base,
      clerkPublishableKey: clerkKey('fine-cat-1.clerk.accounts.dev', 'test'),
    })
    expect(directive(dev, 'connect-src')).toContain('https://*.clerk.accounts.dev')
  })
})

describe('clerkFrontendApi', () => {
  it('decodes the host from a publishable key and rejects anything else', () => {
    expect(clerkFrontendApi(clerkKey('clerk.example.com'))).toBe('clerk.example.com')
    expect(clerkFrontendApi('pk_live_not-base64-of-a-host')).toBeUndefined()
    expect(clerkFrontendApi('sk_live_abc')).toBeUndefined()
  })
})

describe('securityHeaders', () => {
  const names = (headers: { key: string }[]) => headers.map((header) => header.key)

  it('sends HSTS only from a production build served over https', () => {
    expect(names(securityHeaders(base))).toContain('Strict-Transport-Security')
    expect(names(securityHeaders({ ...base, siteUrl: 'http://localhost:3000' }))).not.toContain(
      'Strict-Transport-Security',
    )
    expect(names(securityHeaders({ ...base, production: false }))).not.toContain(
      'Strict-Transport-Security',
    )
  })
})

describe('form-action and the payment page', () => {
  it("lets the reserve form go on to Stripe's Checkout only when Stripe takes deposits", () => {
    expect(directive(contentSecurityPolicy(base), 'form-action')).toBe("form-action 'self'")
    const checkoutOrigin = stripeCheckoutOrigin({ STRIPE_SECRET_KEY: 'sk_live_x' })
    expect(directive(contentSecurityPolicy({ ...base, checkoutOrigin }), 'form-action')).toBe(
      "form-action 'self' https://checkout.stripe.com",
    )
    expect(stripeCheckoutOrigin({})).toBeUndefined()
    expect(
      stripeCheckoutOrigin({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_API_BASE_URL: 'http://127.0.0.1:4010/v1',
      }),
    ).toBe('http://127.0.0.1:4010')
  })
})

describe('cacheHeaderRules', () => {
  it('caches uploaded media for good and slug-named public files for a week', () => {
    const cacheControl = (source: string) =>
      cacheHeaderRules().find((rule) => rule.source === source)?.headers[0].value
    expect(cacheControl('/cms/api/media/file/:path*')).toBeUndefined()
    expect(contentNamedFiles).toBe('public, max-age=31536000, immutable')
    expect(cacheControl('/images/:path*')).toMatch(
      /^public, max-age=604800, stale-while-revalidate=/,
    )
  })
})
