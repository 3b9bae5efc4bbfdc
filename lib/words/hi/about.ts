import type { about as en } from '../en/about';

export const about: typeof en = {
  eyebrow: '{year} से {city} में',
  title: '{cafe} के बारे में',
  story: 'हमारी कहानी',
  values: 'हमारे उसूल',
  journey: 'हमारा सफ़र',
  culture: '{cafe} का माहौल',
  exploreMenu: 'मेन्यू देखें',
  getInTouch: 'संपर्क करें',
};
