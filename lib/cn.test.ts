import { cn } from './cn';

describe('cn', () => {
  it('lets a later class override an earlier one of the same kind', () => {
    expect(cn('px-5 py-2', 'px-0')).toBe('py-2 px-0');
    expect(cn('min-h-11', 'min-h-10')).toBe('min-h-10');
  });

  it('lets a caller override a role colour and keep the text size', () => {
    expect(cn('text-base text-foreground', 'text-muted-foreground')).toBe(
      'text-base text-muted-foreground',
    );
    expect(cn('text-sm text-brand', 'text-brand-foreground')).toBe('text-sm text-brand-foreground');
  });

  it('keeps classes that do not conflict and drops empty ones', () => {
    expect(cn('rounded-2xl', false, undefined, 'mt-4', { hidden: false, block: true })).toBe(
      'rounded-2xl mt-4 block',
    );
  });
});
