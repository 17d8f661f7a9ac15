/**
 * The only JavaScript on a customer site: it opens the welcome dialog after sign-up (?newsite=true)
 * unless this browser has seen it for this site, and stores that mark when 'Se hjemmeside' closes it
 * (the X only closes it). It first takes ?newsite=true out of the address bar, so a link the owner copies
 * and shares never shows the dialog to visitors. Fixed text, so the Content-Security-Policy allows it by
 * its sha256 hash and cached pages need no per-request nonce (server/security.ts).
 */
export const WELCOME_SCRIPT =
  '(function(){try{var u=new URL(location.href);if(u.searchParams.has("newsite")){u.searchParams.delete("newsite");history.replaceState(history.state,"",u.pathname+u.search+u.hash)}}catch(e){}var d=document.getElementById("velkommen");if(!d||!d.showModal)return;var k="hv-velkommen:"+d.getAttribute("data-site");try{if(localStorage.getItem(k))return}catch(e){}d.addEventListener("close",function(){if(d.returnValue==="se")try{localStorage.setItem(k,"1")}catch(e){}});d.showModal()})();';
