/*
 * The JS tag an advertiser puts on their thank-you page:
 *   <script async src="https://{tracking domain}/tag.js" data-offer="1001" data-event="sale"
 *     data-amount="49.90" data-txn="A-1"></script>
 * It finds the click id (data-click-id, else `click_id` in the page's address, else the page's
 * own `afc_{offer}` cookie when the page shares the tracking domain) and fires the image pixel with
 * `via=js`. Without one it still fires: the pixel request carries the tracking domain's
 * `afc_{offer}` cookie whenever the browser sends it. Fixed text: nothing of a request goes in.
 */
export const TAG_SCRIPT = `(function () {
  var script = document.currentScript;
  if (!script) return;
  var data = script.dataset;
  var offer = data.offer || '';
  var found = /[?&]click_id=([^&#]*)/.exec(location.search);
  var cookie = new RegExp('(?:^|; )afc_' + offer + '=([^;]*)').exec(document.cookie);
  var clickId = data.clickId || (found && decodeURIComponent(found[1])) || (cookie && cookie[1]) || '';
  var params = { offer_id: offer, click_id: clickId, event: data.event, amount: data.amount, txn_id: data.txn,
    adv_sub1: data.advSub1, adv_sub2: data.advSub2, adv_sub3: data.advSub3, adv_sub4: data.advSub4,
    adv_sub5: data.advSub5, via: 'js' };
  var query = [];
  for (var name in params) if (params[name]) query.push(name + '=' + encodeURIComponent(params[name]));
  new Image(1, 1).src = new URL(script.src).origin + '/pixel?' + query.join('&');
})();
`;
