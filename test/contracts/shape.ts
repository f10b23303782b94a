/**
 * JSON shapes learnt from documented example answers, and a check of a live answer against them:
 * the same field names (no field missing that every example has, none added that neither an
 * example nor the method's field table has) and the same JSON types (null in an example accepts
 * any value; a field null in one example and a string in another accepts both).
 */
export type Shape =
  | { kind: 'any' }
  | { kind: 'string' | 'number' | 'boolean'; nullable: boolean }
  | { kind: 'array'; item: Shape | null; nullable: boolean }
  | {
      kind: 'object';
      fields: Record<string, { shape: Shape; required: boolean }>;
      map: boolean;
      nullable: boolean;
    }
  | { kind: 'union'; options: Shape[]; nullable: boolean };

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object';

const kindOf = (value: unknown): Kind | 'null' => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as Kind;
};

/** `maps`: paths (e.g. "data.data") whose object keys are data, not field names. */
export function learnShape(values: readonly unknown[], maps: readonly string[] = [], path = ''): Shape {
  const present = values.filter((value) => value !== null && value !== undefined);
  const nullable = present.length < values.length;
  if (present.length === 0) return { kind: 'any' };
  const kinds = [...new Set(present.map(kindOf))] as Kind[];
  const one = (kind: Kind): Shape => {
    const same = present.filter((value) => kindOf(value) === kind);
    if (kind === 'array') {
      const items = same.flatMap((value) => value as unknown[]);
      return { kind, item: items.length ? learnShape(items, maps, `${path}[]`) : null, nullable };
    }
    if (kind === 'object') {
      const objects = same as Record<string, unknown>[];
      if (maps.includes(path)) {
        const all = objects.flatMap((object) => Object.values(object));
        return {
          kind,
          map: true,
          nullable,
          fields: { '*': { shape: learnShape(all, maps, `${path}.*`), required: false } },
        };
      }
      const keys = [...new Set(objects.flatMap((object) => Object.keys(object)))];
      const fields: Record<string, { shape: Shape; required: boolean }> = {};
      for (const key of keys) {
        const child = path ? `${path}.${key}` : key;
        fields[key] = {
          shape: learnShape(
            objects.map((object) => (key in object ? object[key] : undefined)).filter((v) => v !== undefined),
            maps,
            child,
          ),
          required: objects.every((object) => key in object),
        };
      }
      return { kind, fields, map: false, nullable };
    }
    return { kind, nullable };
  };
  if (kinds.length === 1) return one(kinds[0] as Kind);
  return { kind: 'union', options: kinds.map(one), nullable };
}

/** Every difference between `actual` and the shape, as "path: problem" lines (empty = it fits). */
export function shapeProblems(
  actual: unknown,
  shape: Shape,
  tableOnly: readonly string[] = [],
  path = '',
): string[] {
  const at = path || '(answer)';
  if (shape.kind === 'any') return [];
  if (actual === null || actual === undefined)
    return shape.nullable ? [] : [`${at}: is ${String(actual)}, the document shows a value`];
  if (shape.kind === 'union') {
    const fits = shape.options.some((option) => shapeProblems(actual, option, tableOnly, path).length === 0);
    return fits ? [] : [`${at}: ${JSON.stringify(actual).slice(0, 60)} fits none of the documented forms`];
  }
  const kind = kindOf(actual);
  if (kind !== shape.kind) return [`${at}: is a ${kind}, the document shows a ${shape.kind}`];
  if (shape.kind === 'array') {
    const item = shape.item;
    if (!item) return [];
    return (actual as unknown[]).flatMap((value) => shapeProblems(value, item, tableOnly, `${path}[]`));
  }
  if (shape.kind !== 'object') return [];
  const object = actual as Record<string, unknown>;
  const problems: string[] = [];
  if (shape.map) {
    const value = shape.fields['*']?.shape ?? { kind: 'any' };
    for (const entry of Object.values(object))
      problems.push(...shapeProblems(entry, value, tableOnly, `${path}.*`));
    return problems;
  }
  for (const [key, field] of Object.entries(shape.fields)) {
    const child = path ? `${path}.${key}` : key;
    if (!(key in object)) {
      if (field.required) problems.push(`${child}: missing`);
      continue;
    }
    problems.push(...shapeProblems(object[key], field.shape, tableOnly, child));
  }
  for (const key of Object.keys(object)) {
    const child = path ? `${path}.${key}` : key;
    if (!(key in shape.fields) && !tableOnly.includes(child)) problems.push(`${child}: not in the document`);
  }
  return problems;
}
