/*
 * jsdom 29 keeps the sheet of a <style> removed together with an ancestor: while it detaches the
 * subtree, the style still reads itself as connected (its cached root is cleared only afterwards),
 * so it adds its sheet back. Mantine renders such styles inside components (responsive props), so
 * each test left a sheet behind in the shared document, and every later getComputedStyle (role
 * queries call it for each element) matched their rules too. Rewriting a detached style's text
 * runs jsdom's own update, which now sees it disconnected and drops the sheet.
 */
export function dropDetachedStyleSheets(doc: Document = document): void {
  for (const sheet of Array.from(doc.styleSheets)) {
    const owner = sheet.ownerNode;
    if (!(owner instanceof HTMLStyleElement) || owner.isConnected) continue;
    const css = owner.textContent;
    owner.textContent = css;
  }
}
