import content from '@/content/favourites.json';

/** The dishes the home page shows as favourites, by their name on the menu (content/favourites.json). */
export const favouriteDishNames: readonly string[] = content.dishes;
