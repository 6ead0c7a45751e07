// One Babel configuration for webpack (client and server bundles) and Jest.
module.exports = (api) => {
  const caller = { target: 'node' };
  api.caller((c) => {
    if (c && c.target) caller.target = c.target;
    return c ? c.name : 'none';
  });
  const isTest = api.env('test');
  const targets = isTest || caller.target === 'node' ? { node: '20.19' } : 'defaults and supports es6-module';
  return {
    presets: [
      ['@babel/preset-env', { targets, bugfixes: true, modules: isTest ? 'commonjs' : false }],
      ['@babel/preset-react', { runtime: 'automatic' }],
      ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: true }],
    ],
  };
};
