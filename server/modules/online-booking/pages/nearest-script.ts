/**
 * `/book/nearest.js`, the chain page's "Nearest to me": asks the browser for the visitor's position (nothing is sent
 * anywhere), then orders every branch list by the great-circle distance to the branches' coordinates, areas merged
 * into one list, each with its distance. The button shows only when this runs; refused or failed, a sentence says to
 * pick by name. Plain script: the page's policy allows only files of its own origin.
 */
export const nearestScript = `(() => {
  const button = document.querySelector('button.nearest');
  if (!button || !('geolocation' in navigator)) return;
  button.hidden = false;
  const failed = document.querySelector('.nearest-failed');
  const rad = Math.PI / 180;
  const km = (a, b) => {
    const h = Math.sin((b[0] - a[0]) * rad / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin((b[1] - a[1]) * rad / 2) ** 2;
    return 2 * 6371 * Math.asin(Math.sqrt(h));
  };
  button.addEventListener('click', () => {
    button.disabled = true;
    navigator.geolocation.getCurrentPosition((position) => {
      const here = [position.coords.latitude, position.coords.longitude];
      const items = [...document.querySelectorAll('ul.branches > li')];
      const distance = (li) => (li.dataset.lat ? km(here, [Number(li.dataset.lat), Number(li.dataset.lng)]) : Infinity);
      items.sort((a, b) => distance(a) - distance(b));
      const list = document.createElement('ul');
      list.className = 'branches';
      for (const li of items) {
        const d = distance(li);
        const label = li.querySelector('.distance');
        if (label && d !== Infinity) label.textContent = new Intl.NumberFormat(document.documentElement.lang, { style: 'unit', unit: 'kilometer', maximumFractionDigits: d < 10 ? 1 : 0 }).format(d);
        list.append(li);
      }
      (document.querySelector('.areas') || document.querySelector('ul.branches')).replaceWith(list);
      button.disabled = false;
    }, () => {
      button.disabled = false;
      if (failed) { failed.textContent = button.dataset.failed; failed.hidden = false; }
    }, { timeout: 10000 });
  });
})();
`;
