import { describe, expect, it } from 'vitest';

import { readPageParam } from './page-param';

const pageOf = (query: string) => readPageParam(new URLSearchParams(query));

describe('readPageParam', () => {
  it('reads a whole page number', () => {
    expect(pageOf('page=3')).toBe(3);
    expect(pageOf('search=x&page=12')).toBe(12);
  });

  it('is the first page when the address has none', () => {
    expect(pageOf('')).toBe(1);
    expect(pageOf('search=x')).toBe(1);
    expect(pageOf('page=')).toBe(1);
  });

  it('is the first page for zero and negative numbers', () => {
    expect(pageOf('page=0')).toBe(1);
    expect(pageOf('page=-2')).toBe(1);
    expect(pageOf('page=-0.5')).toBe(1);
  });

  it('rounds a fraction down', () => {
    expect(pageOf('page=2.7')).toBe(2);
    expect(pageOf('page=0.9')).toBe(1);
  });

  it('is the first page for text that is no number', () => {
    expect(pageOf('page=abc')).toBe(1);
    expect(pageOf('page=2abc')).toBe(1);
  });

  it('keeps a huge number as it is, for the server to answer', () => {
    expect(pageOf('page=1000000')).toBe(1_000_000);
    expect(pageOf('page=99999999999999999999')).toBe(1e20);
  });
});

describe('readPageParam with a name', () => {
  it("reads that parameter, not the list's `page`", () => {
    const search = new URLSearchParams('page=4&featuredPage=2');
    expect(readPageParam(search, 'featuredPage')).toBe(2);
    expect(readPageParam(new URLSearchParams('page=4'), 'featuredPage')).toBe(1);
  });
});
