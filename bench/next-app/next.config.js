// The comparison app of bench/next-compare.ts: Next.js defaults (gzip on), no telemetry prompts.
module.exports = { reactStrictMode: true, poweredByHeader: false };
