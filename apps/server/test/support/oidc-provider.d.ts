// oidc-provider ships no types (and DefinitelyTyped's lag its major versions); the test provider
// only configures it, so it is typed as the constructor it is used as.
declare module 'oidc-provider' {
  const Provider: new (
    issuer: string,
    configuration: Record<string, unknown>,
  ) => { callback(): (req: unknown, res: unknown) => void } & Record<string, unknown>;
  export default Provider;
}
