import { cafe } from '@/data/cafe';
import { expect, sitePath, test, visit } from './fixtures';

test('tells the story, the four values and the culture under one heading', async ({ page }) => {
  await visit(page, '/about/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${cafe.name}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible();

  const values = page.getByRole('region', { name: 'What we stand for' });
  await expect(values.getByRole('listitem')).toHaveCount(4);
  await expect(values.getByRole('heading', { level: 3 })).toHaveCount(4);

  await expect(page.getByRole('heading', { level: 2, name: `Life at ${cafe.name}` })).toBeVisible();
});

test('the timeline lists 2020, 2021, 2022 and 2024 in order', async ({ page }) => {
  await visit(page, '/about/');
  const timeline = page.getByRole('list', { name: 'Our journey' });
  expect(await timeline.evaluate((list) => list.tagName)).toBe('OL');
  const steps = timeline.getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.locator('time')).toHaveText(['2020', '2021', '2022', '2024']);
  for (const step of await steps.all()) {
    await expect(step.getByRole('heading', { level: 3 })).toBeVisible();
  }
});

test('leads on to the contact page and the menu', async ({ page }) => {
  await visit(page, '/about/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Explore the Menu' })).toHaveAttribute(
    'href',
    sitePath('/menu/'),
  );
  await expect(main.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
    'href',
    sitePath('/contact/'),
  );

  await main.getByRole('link', { name: 'Get in Touch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});
