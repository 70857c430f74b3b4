import type { ValidationError } from 'jsonschema';
import type { FieldError } from '../types';

export type FieldPath = readonly (string | number)[];

/** `['buttons', 0, 'url']` → `buttons[0].url`, the way editors see nested fields. */
export function formatFieldPath(path: FieldPath): string {
  return path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`;
    return text === '' ? segment : `${text}.${segment}`;
  }, '');
}

function list(values: unknown): string {
  return Array.isArray(values)
    ? values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(', ')
    : String(values);
}

function typeName(type: unknown): string {
  const names = Array.isArray(type) ? type : [type];
  return names
    .map((name) => (name === 'object' || name === 'array' || name === 'integer' ? `an ${name}` : `a ${String(name)}`))
    .join(' or ');
}

/** A jsonschema error phrased for an editor; undefined for summary errors that repeat nested ones. */
export function toFieldError(error: ValidationError): FieldError | undefined {
  const path = [...error.path];
  const schema = (typeof error.schema === 'object' && error.schema) || {};
  switch (error.name) {
    case 'allOf':
      return undefined;
    case 'required':
      return { path: formatFieldPath([...path, String(error.argument)]), message: 'is required' };
    case 'additionalProperties':
      return { path: formatFieldPath([...path, String(error.argument)]), message: 'is not an allowed field' };
    case 'type':
      return { path: formatFieldPath(path), message: `must be ${typeName(error.argument)}` };
    case 'enum':
      return {
        path: formatFieldPath(path),
        message: `must be one of: ${list((schema as { enum?: unknown }).enum ?? error.argument)}`,
      };
    case 'const':
      return { path: formatFieldPath(path), message: `must be ${JSON.stringify(error.argument)}` };
    case 'minLength':
      return { path: formatFieldPath(path), message: `must be at least ${error.argument} characters long` };
    case 'maxLength':
      return { path: formatFieldPath(path), message: `must be at most ${error.argument} characters long` };
    case 'minimum':
      return { path: formatFieldPath(path), message: `must be at least ${error.argument}` };
    case 'maximum':
      return { path: formatFieldPath(path), message: `must be at most ${error.argument}` };
    case 'minItems':
      return { path: formatFieldPath(path), message: `must have at least ${error.argument} item(s)` };
    case 'maxItems':
      return { path: formatFieldPath(path), message: `must have at most ${error.argument} item(s)` };
    case 'format':
      return { path: formatFieldPath(path), message: `must be a valid ${error.argument}` };
    case 'pattern':
      return { path: formatFieldPath(path), message: 'does not have the expected format' };
    case 'anyOf':
    case 'oneOf':
      return { path: formatFieldPath(path), message: 'does not match any of the allowed forms' };
    default:
      return { path: formatFieldPath(path), message: error.message };
  }
}

export function toFieldErrors(errors: readonly ValidationError[]): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors) {
    const fieldError = toFieldError(error);
    if (!fieldError) continue;
    const key = `${fieldError.path}\u0000${fieldError.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(fieldError);
  }
  return result;
}
