import { TOKEN_STORAGE_KEY } from '@/config/constants';

import indexHtml from '../../index.html?raw';

describe('index.html', () => {
  // Its inline script hides a page drawn for guests from a signed-in person: it must look for the
  // session where the app keeps it.
  it("looks for the session's token under the app's key", () => {
    expect(indexHtml).toContain(`localStorage.getItem('${TOKEN_STORAGE_KEY}')`);
  });

  it('has an empty root for the build to draw pages into', () => {
    expect(indexHtml).toContain('<div id="root"></div>');
  });
});
