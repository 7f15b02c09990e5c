import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';
import { languageOfTag, languageTags } from './language-tags';

/** The schema inside optional, nullable, default, array and pipe wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (;;) {
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault ||
      current instanceof z.ZodReadonly
    )
      current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodArray) current = current.element as z.ZodType;
    else if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
    else return current;
  }
}

/** Every field named for a language, in every object schema the contracts export, with its path. */
function languageFields(): { path: string; schema: z.ZodType }[] {
  const found: { path: string; schema: z.ZodType }[] = [];
  const seen = new Set<z.ZodType>();
  const visit = (schema: z.ZodType, path: string) => {
    const inner = unwrapped(schema);
    if (seen.has(inner)) return;
    seen.add(inner);
    if (inner instanceof z.ZodObject) {
      const shape: Record<string, z.ZodType> = inner.shape;
      for (const [key, field] of Object.entries(shape)) {
        if (/language/i.test(key)) found.push({ path: `${path}.${key}`, schema: field });
        visit(field, `${path}.${key}`);
      }
    } else if (inner instanceof z.ZodUnion || inner instanceof z.ZodDiscriminatedUnion) {
      inner.options.forEach((option, index) => visit(option as z.ZodType, `${path}|${index}`));
    } else if (inner instanceof z.ZodIntersection) {
      visit(inner.def.left as z.ZodType, path);
      visit(inner.def.right as z.ZodType, path);
    } else if (inner instanceof z.ZodRecord) {
      visit(inner.valueType as z.ZodType, `${path}[]`);
    }
  };
  for (const [name, value] of Object.entries(contracts))
    if (value instanceof z.ZodType) visit(value, name);
  return found;
}

describe('languages on the wire', () => {
  it('finds the fields that name a language', () => {
    expect(languageFields().length).toBeGreaterThan(20);
  });

  it('names a language english or tamil in every field the contracts define', () => {
    const others = languageFields()
      .filter(({ schema }) => {
        const inner = unwrapped(schema);
        return !(
          inner instanceof z.ZodEnum && [...inner.options].sort().join() === 'english,tamil'
        );
      })
      .map(({ path }) => path);
    expect(others).toEqual([]);
  });

  it('refuses a BCP 47 tag where the API names a language', () => {
    expect(contracts.languageSchema.safeParse('ta').success).toBe(false);
    expect(contracts.languageSchema.safeParse('tamil').success).toBe(true);
  });

  it('reads a BCP 47 tag or an Accept-Language header as the language it names first', () => {
    expect(languageOfTag('ta')).toBe('tamil');
    expect(languageOfTag('ta-IN,ta;q=0.9,en;q=0.8')).toBe('tamil');
    expect(languageOfTag('en-GB,ta;q=0.5')).toBe('english');
    expect(languageOfTag('tamil')).toBe('english');
    expect(languageOfTag(undefined)).toBe('english');
    expect(languageTags.tamil).toBe('ta');
  });
});
