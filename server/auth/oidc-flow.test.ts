import { SIGN_IN_FLOW_LIFETIME_MS, SignInFlowSealer, flowCookieName, type SignInFlow } from './oidc-flow';

const flow: SignInFlow = {
  state: 'state-1',
  nonce: 'nonce-1',
  codeVerifier: 'verifier-1',
  continueTo: '/requests/',
  locale: 'ja-JP',
  silent: false,
  startedAt: Date.parse('2025-06-01T00:00:00Z'),
};
const now = new Date(flow.startedAt + 1_000);

describe('SignInFlowSealer', () => {
  it('opens what it sealed, and the sealed value shows none of the fields', () => {
    // Arrange
    const sealer = new SignInFlowSealer('client-secret');
    // Act
    const sealed = sealer.seal(flow);
    // Assert
    expect(sealed).toMatch(/^[\w-]+$/);
    expect(sealed).not.toContain('verifier');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('verifier-1');
    expect(sealer.open(sealed, now)).toEqual(flow);
  });

  it('refuses a value with one byte changed', () => {
    // Arrange
    const sealer = new SignInFlowSealer('client-secret');
    const bytes = Buffer.from(sealer.seal(flow), 'base64url');
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 1;
    // Act
    const opened = sealer.open(bytes.toString('base64url'), now);
    // Assert
    expect(opened).toBeUndefined();
  });

  it('refuses a value sealed under another client secret', () => {
    expect(new SignInFlowSealer('other').open(new SignInFlowSealer('client-secret').seal(flow), now)).toBeUndefined();
  });

  it('refuses a flow older than its lifetime, or from the future', () => {
    // Arrange
    const sealer = new SignInFlowSealer('client-secret');
    const sealed = sealer.seal(flow);
    // Act
    const late = sealer.open(sealed, new Date(flow.startedAt + SIGN_IN_FLOW_LIFETIME_MS));
    const early = sealer.open(sealed, new Date(flow.startedAt - 1));
    // Assert
    expect(late).toBeUndefined();
    expect(early).toBeUndefined();
  });

  it.each([undefined, '', 'not base64!', 'AAAA', 'A'.repeat(200)])('refuses the cookie value %j', (value) => {
    expect(new SignInFlowSealer('client-secret').open(value, now)).toBeUndefined();
  });

  it('names the cookie with the __Host- prefix only when it is Secure', () => {
    expect(flowCookieName(true)).toBe('__Host-hc_sign_in_flow');
    expect(flowCookieName(false)).toBe('hc_sign_in_flow');
  });
});
