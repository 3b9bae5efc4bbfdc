// How the editor reads and saves content/menu.json. The file writes a dish sold at MRP as
// "price": "Print Rate"; the form shows a Print Rate switch beside a number field instead, since
// no one field holds both (lib/editor-config.ts). Saving writes the file back as the build's check
// expects it: the switch becomes the price again, a switch left off is not written, and each
// dish keeps its fields in the schema's order, so a save changes only the lines the owner changed.
(() => {
  const printRate = 'Print Rate';
  const dishFields = ['name', 'description', 'diet', 'price', 'fullPrice', 'emoji', 'image'];
  const dishesOf = (menu) => (menu.categories ?? []).flatMap((category) => category.items ?? []);

  function fromFile(text) {
    const menu = JSON.parse(text);
    for (const dish of dishesOf(menu)) {
      if (dish.price === printRate) {
        delete dish.price;
        dish.printRate = true;
      }
    }
    return menu;
  }

  function toFile(value) {
    const menu = structuredClone(value);
    for (const category of menu.categories ?? []) {
      category.items = (category.items ?? []).map(({ printRate: atMrp, ...dish }) => {
        if (atMrp) dish.price = printRate;
        const known = dishFields.filter((field) => field in dish);
        const others = Object.keys(dish).filter((field) => !dishFields.includes(field));
        return Object.fromEntries([...known, ...others].map((field) => [field, dish[field]]));
      });
    }
    return `${JSON.stringify(menu, null, 2)}\n`;
  }

  window.CMS.registerCustomFormat('menu-json', 'json', { fromFile, toFile });
})();
