/** A rejected knob patch, naming the knob (the control API turns it into a 400 with that field). */
export class KnobPatchError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'KnobPatchError';
  }
}

/**
 * Applies a patch (JSON from the control API) onto a knob object: only keys the object already has,
 * each value of the same type as the current one; nested objects are merged, arrays replaced.
 * Throws KnobPatchError on anything else so a typo in a test or a control call fails loudly.
 */
export function applyKnobPatch(target: object, patch: unknown, path = ''): void {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) {
    throw new KnobPatchError(path.replace(/\.$/, '') || 'body', 'must be an object');
  }
  const record = target as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    const name = `${path}${key}`;
    if (!Object.prototype.hasOwnProperty.call(record, key)) throw new KnobPatchError(name, 'unknown knob');
    const current = record[key];
    if (Array.isArray(current)) {
      if (!Array.isArray(value)) throw new KnobPatchError(name, 'must be an array');
      record[key] = [...value];
    } else if (current !== null && typeof current === 'object') {
      applyKnobPatch(current, value, `${name}.`);
    } else if (typeof value !== typeof current || (typeof value === 'number' && !Number.isFinite(value))) {
      throw new KnobPatchError(name, `must be a ${typeof current}`);
    } else {
      record[key] = value;
    }
  }
}
