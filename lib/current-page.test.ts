import { isCurrentPage } from './current-page';

test('a link is current on its page, with or without the trailing slash', () => {
  expect(isCurrentPage('/menu/', '/menu/')).toBe(true);
  expect(isCurrentPage('/menu/', '/menu')).toBe(true);
  expect(isCurrentPage('/', '/')).toBe(true);
  expect(isCurrentPage('/', '/menu/')).toBe(false);
  expect(isCurrentPage('/menu/', '/')).toBe(false);
});
