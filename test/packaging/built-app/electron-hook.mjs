// ESM resolve hook for the built main bundle: inside Electron `electron` is a built-in module; here
// it resolves to the typed stand-in, at the one URL the driver also loads, so both share an instance.

let standInUrl = '';

export function initialize(data) {
  standInUrl = data.standInUrl;
}

export function resolve(specifier, context, nextResolve) {
  if (specifier === 'electron') return { url: standInUrl, shortCircuit: true };
  return nextResolve(specifier, context);
}
