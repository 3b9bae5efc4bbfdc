/**
 * The dishes the home page shows as customer favourites, by their exact name in data/menu.ts.
 * Their prices come from the menu, so a price is changed in one place only.
 */
export const favouriteDishNames = ['Kulhad Tea', 'CPC Special Chowmein', 'Steam Momos'];
