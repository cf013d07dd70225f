/**
 * Preloaded into a service process (service-process.ts) when its env has TEST_FROZEN_CLOCK_MS:
 * Date.now, the clock of the rate limits' windows, stands still there, so a test that counts
 * against a limit never sees its window turn mid-test (a minute window turned in one loop and the
 * limit was never reached). The in-process harness injects its clock instead (createTestApp's `now`).
 * Timers, performance.now and new Date() are untouched.
 */
const frozen = Number(process.env.TEST_FROZEN_CLOCK_MS)
if (Number.isFinite(frozen) && frozen > 0) Date.now = () => frozen
