/**
 * Taps and keys a shopper gives a server-rendered page before the app answers them (issue 38,
 * decision 027). The page's buttons are on screen from the first paint; the app takes them over
 * seconds later on a slow phone (src/boot.ts starts it after the load event), and until its part of
 * the page has hydrated a tap did nothing. This script, inline in <head> so it runs before the body
 * is even parsed, keeps such input and carries it out once the page is ready:
 *
 * - **What it keeps**, until `<html data-hydrated>` (src/app/page-ready.tsx: every part on screen has
 *   hydrated): a click on a button (or `role="button"`) in #root, a change of a select, a submit of a
 *   form with no `action`, and the notifications hotkey F8. It stops the event there (React never
 *   sees it, so it is never carried out twice) and marks the control `data-pending` and
 *   `aria-busy="true"`, which the stylesheet shows as busy from the next frame.
 *   A select's choice is read from its `input` event, which comes just before `change` and is
 *   stopped too: React, once it has started hydrating, answered that `input` by hydrating the select's
 *   part at once, and the render put the server's value back before `change` came, so the choice
 *   kept was the old one (one e2e run in five lost its sort order on a busy machine).
 * - **What it leaves alone**, because it works as plain HTML: links, native radios and fields, and
 *   forms with an `action` (the search form, a GET form).
 * - **Words typed before the page is ready** (sign-in's email and password, on a page the server
 *   rendered): hydration puts each field back to the app's state, which is empty, and what was typed
 *   was lost. The script notes each text field's last value as it is typed, and once the page is
 *   ready gives every one that differs back to the app as typing would (the value set through the
 *   native setter, then an `input` event, which React reads as a change), before any kept tap or
 *   submit is carried out. The language link keeps the choice in its
 *   cookie first, as the app's does (src/app/layouts/language-switcher.tsx): without it the server
 *   sent an English browser from `/` straight back to `/en`. The quantity stepper's − and + are stepped
 *   by src/lib/early-steps.ts until the app starts hydrating (`app-hydrating`).
 * - **Pointer and mouse presses** on a kept control are stopped too: a control that answers presses
 *   rather than clicks (react-aria's usePress) would otherwise act on the press and again on the
 *   replayed click. A press begun before the page is ready and ended after it (a slow tap, a busy
 *   phone) ends in a click that such a control ignores, since it never saw the press begin: that
 *   click is given again as `click()`, which it takes as a whole tap. Without it, one tap in many
 *   was lost in the e2e suite (the cart's Checkout button, ready between press and release).
 * - **Replay**: when `data-hydrated` appears, each kept event is dispatched again on its element, in
 *   order, once: `click()`, a `change` with the value chosen, `requestSubmit()`, or the key.
 *   A tapped control that had focus is given it back first if it lost it meanwhile (made anew by
 *   hydration, or blurred): `click()` moves no focus, and a dialog the tap opens gives focus back,
 *   when it closes, to whatever had it as it opened. Without it, Escape left focus on the page's
 *   body once in a while on a busy machine, not on the Size guide button.
 *   A `click()` is a "virtual" click to react-aria (a screen reader's), which its buttons need to take
 *   it as a whole press, but which also made it wait for the page's CSS transitions to end before it
 *   moved focus into the dialog the tap opened: an Escape pressed meanwhile was lost. So a replayed
 *   tap of a finger or a mouse is followed by a `pointermove` of the same pointer on the document,
 *   which sets react-aria's modality back to "pointer" (src/ui/modal-overlay.tsx has the other
 *   half). If React made the control anew as it hydrated (a product card's quick add, whose boundary renders on the
 *   device), the element at the same place under #root stands in for it, when it is of the same tag
 *   and class; otherwise the tap is dropped.
 * - **The code a kept tap needs**: a control that loads code on use (a drawer, a dialog, the device's
 *   database) names its parts in `data-uses` (src/lib/on-use-parts.ts); when its tap is kept, the
 *   parts' files (listed by the build in the page's `#route-assets`, with the later messages of the
 *   page's language) are fetched at once into the HTTP cache, without running. At the default
 *   priority: a part shares files with the page (Dexie, react-aria), and the page's own request for
 *   one waits for a fetch of it already on its way, so a low-priority one would hold the page back.
 *   The list is at the end of the page: a tap made while the page is still arriving fetches them
 *   once it has. The parts' names go to `<html data-warm>`, for the boot script to run their code
 *   beside the app's start (src/boot.ts).
 *   Fetched only once the replayed tap asked for them, they came 1–2 s after the page was ready on
 *   slow 4G; fetched from the tap, they are in by then (decision 030).
 * - **F8 before the toaster's code has come** (it loads once the shopper engages: src/app/
 *   deferred-parts.tsx): the key engages (replayed, once the page is ready), and the notifications
 *   region (src/ui/toast/toaster.tsx, `.toast-region`) takes focus as soon as it is in the page, as
 *   the key would have done. Once it is there, its own handler answers the key.
 *
 * Its text is hashed into the CSP (server/http/security.ts) with the colour-mode script's, and lives
 * in index.html (vite.config.ts), so the app shell carries it too: there the app renders the page
 * itself and says it is ready at once. Plain ES5 in a string: it runs before any module, and the
 * same text must reach the build and the server's hash.
 */
import { langCookie } from './locale';

const LANG_COOKIES = JSON.stringify({ vi: langCookie('vi'), en: langCookie('en') });

export const EARLY_INPUT_SCRIPT = `(function(){
var d=document,h=d.documentElement,q=[],typed=[],hydrating=false,pressed=null,chosen=null,warmed={};
function ready(){return h.hasAttribute('data-hydrated')}
function kept(node,selector){
var t=node&&node.closest?node.closest(selector):null,root=d.getElementById('root');
if(!t||ready()||!root||!root.contains(t)||t.disabled)return null;
var form=t.tagName==='FORM'?t:t.form;
if(form&&form.hasAttribute('action'))return null;
if(!hydrating&&t.hasAttribute('data-step'))return null;
return t}
function path(t){
for(var p=[],n=t;n&&n.id!=='root';n=n.parentElement){for(var i=0,s=n;(s=s.previousElementSibling);)i++;p.unshift(i)}
return p}
function again(x){
if(x.t.isConnected)return x.t;
for(var n=d.getElementById('root'),i=0;n&&i<x.p.length;i++)n=n.children[x.p[i]];
return n&&n.tagName===x.t.tagName&&n.className===x.t.className?n:null}
function warm(names){
var a=d.getElementById('route-assets'),table=null,files=[];
if(names&&!a&&d.readyState==='loading'){d.addEventListener('DOMContentLoaded',function(){warm(names)});return}
try{table=names&&a&&JSON.parse(a.textContent)}catch(_){}
if(!table||!table.parts)return;
h.setAttribute('data-warm',((h.getAttribute('data-warm')||'')+' '+names).trim());
names.split(' ').forEach(function(n){files=files.concat(table.parts[n]||[])});
if(files.length)files=files.concat((table.messages.later||{})[h.lang==='en'?'en':'vi']||[]);
files.forEach(function(f){if(warmed[f])return;warmed[f]=1;
fetch(f,{credentials:'same-origin'}).then(function(r){return r.arrayBuffer()}).catch(function(){})})}
function tap(t,pt){
t.click();
if(pt&&typeof PointerEvent==='function')d.dispatchEvent(new PointerEvent('pointermove',{pointerType:pt}))}
function keep(e,t,entry){
e.stopImmediatePropagation();
if(e.cancelable)e.preventDefault();
entry.t=t;entry.p=path(t);q.push(entry);
if(t!==d.body){t.setAttribute('data-pending','');t.setAttribute('aria-busy','true');warm(t.getAttribute('data-uses'))}}
addEventListener('app-hydrating',function(){hydrating=true});
addEventListener('click',function(e){
var a=!ready()&&e.target&&e.target.closest?e.target.closest('a[hreflang]'):null,cookies=${LANG_COOKIES};
if(a&&cookies[a.hreflang])d.cookie=cookies[a.hreflang]},true);
['pointerdown','pointerup','mousedown','mouseup'].forEach(function(type){
addEventListener(type,function(e){var t=kept(e.target,'button,[role=button]');if(type==='pointerdown')pressed=t;if(t)e.stopImmediatePropagation()},true)});
addEventListener('click',function(e){
var t=kept(e.target,'button,[role=button]');
if(t){pressed=null;keep(e,t,{type:'click',pt:e.pointerType,f:d.activeElement===t});return}
t=e.target&&e.target.closest?e.target.closest('button,[role=button]'):null;
if(t&&t===pressed){pressed=null;e.stopImmediatePropagation();e.preventDefault();tap(t,e.pointerType)}},true);
addEventListener('input',function(e){
var t=kept(e.target,'select');
if(t){e.stopImmediatePropagation();chosen={t:t,value:t.value};return}
t=e.target;var root=d.getElementById('root'),f=t&&t.form;
if(ready()||!root||!root.contains(t)||!/^(INPUT|TEXTAREA)$/.test(t.tagName)||/^(checkbox|radio|file|hidden)$/.test(t.type)||(f&&f.hasAttribute('action')))return;
typed.push({t:t,p:path(t),value:t.value})},true);
addEventListener('change',function(e){var t=kept(e.target,'select');if(t){e.stopImmediatePropagation();q.push({type:'change',t:t,p:path(t),value:chosen&&chosen.t===t?chosen.value:t.value});chosen=null}},true);
addEventListener('submit',function(e){var t=kept(e.target,'form');if(t)keep(e,t,{type:'submit',by:e.submitter})},true);
addEventListener('keydown',function(e){
if(e.key!=='F8'||d.querySelector('.toast-region'))return;
toaster.observe(d.body,{childList:true});
if(!ready()){keep(e,d.body,{type:'keydown',key:e.key,code:e.code,at:d.activeElement});warm('notifications')}},true);
var toaster=new MutationObserver(function(){
var region=d.querySelector('.toast-region');
if(region){toaster.disconnect();region.focus()}});
new MutationObserver(function(_,observer){
if(!ready())return;
observer.disconnect();
typed.forEach(function(x,i){
var t=again(x);
if(!t||t.value===x.value||typed.slice(i+1).some(function(y){return y.t===x.t}))return;
Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),'value').set.call(t,x.value);
t.dispatchEvent(new Event('input',{bubbles:true}))});
q.splice(0).forEach(function(x){
x.t.removeAttribute('data-pending');x.t.removeAttribute('aria-busy');
if(x.type==='keydown'){(x.at||d.body).dispatchEvent(new KeyboardEvent('keydown',{key:x.key,code:x.code,bubbles:true,cancelable:true}));return}
var t=again(x);
if(!t)return;
if(x.type==='click'){if(x.f&&d.activeElement!==t)t.focus({preventScroll:true});tap(t,x.pt)}
else if(x.type==='change'){t.value=x.value;t.dispatchEvent(new Event('change',{bubbles:true}))}
else t.requestSubmit(x.by&&x.by.form===t?x.by:undefined)})
}).observe(h,{attributes:true,attributeFilter:['data-hydrated']})
})();`;
