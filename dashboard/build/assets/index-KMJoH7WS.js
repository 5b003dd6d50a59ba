var e,t,n,r,i,a,o,s,c,l,u,d,f,p,m={},h=[],g=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i,_=Array.isArray;function v(e,t){for(var n in t)e[n]=t[n];return e}function y(e){e&&e.parentNode&&e.parentNode.removeChild(e)}function b(t,n,r){var i,a,o,s={};for(o in n)o==`key`?i=n[o]:o==`ref`?a=n[o]:s[o]=n[o];if(arguments.length>2&&(s.children=arguments.length>3?e.call(arguments,2):r),typeof t==`function`&&t.defaultProps!=null)for(o in t.defaultProps)s[o]===void 0&&(s[o]=t.defaultProps[o]);return x(t,s,i,a,null)}function x(e,r,i,a,o){var s={type:e,props:r,key:i,ref:a,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:o??++n,__i:-1,__u:0};return o==null&&t.vnode!=null&&t.vnode(s),s}function S(e){return e.children}function C(e,t){this.props=e,this.context=t}function w(e,t){if(t==null)return e.__?w(e.__,e.__i+1):null;for(var n;t<e.__k.length;t++)if((n=e.__k[t])!=null&&n.__e!=null)return n.__e;return typeof e.type==`function`?w(e):null}function ee(e){if(e.__P&&e.__d){var n=e.__v,r=n.__e,i=[],a=[],o=v({},n);o.__v=n.__v+1,t.vnode&&t.vnode(o),ne(e.__P,o,n,e.__n,e.__P.namespaceURI,32&n.__u?[r]:null,i,r??w(n),!!(32&n.__u),a),o.__v=n.__v,o.__.__k[o.__i]=o,ie(i,o,a),n.__e=n.__=null,o.__e!=r&&T(o)}}function T(e){if((e=e.__)!=null&&e.__c!=null)return e.__e=e.__c.base=null,e.__k.some(function(t){if(t!=null&&t.__e!=null)return e.__e=e.__c.base=t.__e}),T(e)}function E(e){(!e.__d&&(e.__d=!0)&&r.push(e)&&!D.__r++||i!=t.debounceRendering)&&((i=t.debounceRendering)||a)(D)}function D(){try{for(var e,t=1;r.length;)r.length>t&&r.sort(o),e=r.shift(),t=r.length,ee(e)}finally{r.length=D.__r=0}}function te(e,t,n,r,i,a,o,s,c,l,u){var d,f,p,g,_,v,y=r&&r.__k||h,b=t.length;for(c=O(n,t,y,c,b),d=0;d<b;d++)(p=n.__k[d])!=null&&(f=p.__i!=-1&&y[p.__i]||m,p.__i=d,v=ne(e,p,f,i,a,o,s,c,l,u),g=p.__e,p.ref&&f.ref!=p.ref&&(f.ref&&se(f.ref,null,p),u.push(p.ref,p.__c||g,p)),_==null&&g!=null&&(_=g),4&p.__u?(c=k(p,c,e),f.__e&&(f.__e=null)):typeof p.type==`function`&&v!==void 0?c=v:g&&(c=g.nextSibling),p.__u&=-7);return n.__e=_,c}function O(e,t,n,r,i){var a,o,s,c,l,u=n.length,d=u,f=0;for(e.__k=Array(i),a=0;a<i;a++)(o=t[a])!=null&&typeof o!=`boolean`&&typeof o!=`function`?(typeof o==`string`||typeof o==`number`||typeof o==`bigint`||o.constructor==String?o=e.__k[a]=x(null,o,null,null,null):_(o)?o=e.__k[a]=x(S,{children:o},null,null,null):o.constructor===void 0&&o.__b>0?o=e.__k[a]=x(o.type,o.props,o.key,o.ref?o.ref:null,o.__v):e.__k[a]=o,c=a+f,o.__=e,o.__b=e.__b+1,s=null,(l=o.__i=A(o,n,c,d))!=-1&&(d--,(s=n[l])&&(s.__u|=2)),s==null||s.__v==null?(l==-1&&(i>u?f--:i<u&&f++),typeof o.type!=`function`&&(o.__u|=4)):l!=c&&(l==c-1?f--:l==c+1?f++:(l>c?f--:f++,o.__u|=4))):e.__k[a]=null;if(d)for(a=0;a<u;a++)(s=n[a])!=null&&!(2&s.__u)&&(s.__e==r&&(r=w(s)),ce(s,s));return r}function k(e,t,n){var r,i;if(typeof e.type==`function`){for(r=e.__k,i=0;r&&i<r.length;i++)r[i]&&(r[i].__=e,t=k(r[i],t,n));return t}e.__e!=t&&(t&&e.type&&!t.parentNode&&(t=w(e)),t=n.insertBefore(e.__e,t||null));do t&&=t.nextSibling;while(t!=null&&t.nodeType==8);return t}function A(e,t,n,r){var i,a,o,s=e.key,c=e.type,l=t[n],u=l!=null&&!(2&l.__u);if(l===null&&s==null||u&&s==l.key&&c==l.type)return n;if(r>+!!u){for(i=n-1,a=n+1;i>=0||a<t.length;)if((l=t[o=i>=0?i--:a++])!=null&&!(2&l.__u)&&s==l.key&&c==l.type)return o}return-1}function j(e,t,n){t[0]==`-`?e.setProperty(t,n??``):e[t]=n==null?``:typeof n!=`number`||g.test(t)?n:n+`px`}function M(e,t,n,r,i){var a,o;n:if(t==`style`){if(typeof n==`string`)e.style.cssText=n;else{if(typeof r==`string`&&(e.style.cssText=r=``),r)for(t in r)n&&t in n||j(e.style,t,``);if(n)for(t in n)r&&n[t]==r[t]||j(e.style,t,n[t])}}else if(t[0]==`o`&&t[1]==`n`)a=t!=(t=t.replace(u,`$1`)),o=t.toLowerCase(),t=o in e||t==`onFocusOut`||t==`onFocusIn`?o.slice(2):t.slice(2),e.l||={},e.l[t+a]=n,n?r?n[l]=r[l]:(n[l]=d,e.addEventListener(t,a?p:f,a)):e.removeEventListener(t,a?p:f,a);else{if(i==`http://www.w3.org/2000/svg`)t=t.replace(/xlink(H|:h)/,`h`).replace(/sName$/,`s`);else if(t!=`width`&&t!=`height`&&t!=`href`&&t!=`list`&&t!=`form`&&t!=`tabIndex`&&t!=`download`&&t!=`rowSpan`&&t!=`colSpan`&&t!=`role`&&t!=`popover`&&t in e)try{e[t]=n??``;break n}catch{}typeof n==`function`||(n==null||!1===n&&t[4]!=`-`?e.removeAttribute(t):e.setAttribute(t,t==`popover`&&n==1?``:n))}}function N(e){return function(n){if(this.l){var r=this.l[n.type+e];if(n[c]==null)n[c]=d++;else if(n[c]<r[l])return;return r(t.event?t.event(n):n)}}}function ne(e,n,r,i,a,o,s,c,l,u){var d,f,p,m,g,b,x,ee,T,E,D,O,k,A,j,M,N=n.type;if(n.constructor!==void 0)return null;128&r.__u&&(l=!!(32&r.__u),o=[c=n.__e=r.__e]),(d=t.__b)&&d(n);n:if(typeof N==`function`){f=s.length;try{if(T=n.props,E=N.prototype&&N.prototype.render,D=(d=N.contextType)&&i[d.__c],O=d?D?D.props.value:d.__:i,r.__c?ee=(p=n.__c=r.__c).__=p.__E:(E?n.__c=p=new N(T,O):(n.__c=p=new C(T,O),p.constructor=N,p.render=le),D&&D.sub(p),p.state||(p.state={}),p.__n=i,m=p.__d=!0,p.__h=[],p._sb=[]),E&&p.__s==null&&(p.__s=p.state),E&&N.getDerivedStateFromProps!=null&&(p.__s==p.state&&(p.__s=v({},p.__s)),v(p.__s,N.getDerivedStateFromProps(T,p.__s))),g=p.props,b=p.state,p.__v=n,m)E&&N.getDerivedStateFromProps==null&&p.componentWillMount!=null&&p.componentWillMount(),E&&p.componentDidMount!=null&&p.__h.push(p.componentDidMount);else{if(E&&N.getDerivedStateFromProps==null&&T!==g&&p.componentWillReceiveProps!=null&&p.componentWillReceiveProps(T,O),n.__v==r.__v||!p.__e&&p.shouldComponentUpdate!=null&&!1===p.shouldComponentUpdate(T,p.__s,O)){n.__v!=r.__v&&(p.props=T,p.state=p.__s,p.__d=!1),n.__e=r.__e,n.__k=r.__k,n.__k.some(function(e){e&&(e.__=n)}),h.push.apply(p.__h,p._sb),p._sb=[],p.__h.length&&s.push(p),c=w(r);break n}p.componentWillUpdate!=null&&p.componentWillUpdate(T,p.__s,O),E&&p.componentDidUpdate!=null&&p.__h.push(function(){p.componentDidUpdate(g,b,x)})}if(p.context=O,p.props=T,p.__P=e,p.__e=!1,k=t.__r,A=0,E)p.state=p.__s,p.__d=!1,k&&k(n),d=p.render(p.props,p.state,p.context),h.push.apply(p.__h,p._sb),p._sb=[];else do p.__d=!1,k&&k(n),d=p.render(p.props,p.state,p.context),p.state=p.__s;while(p.__d&&++A<25);p.state=p.__s,p.getChildContext!=null&&(i=v(v({},i),p.getChildContext())),E&&!m&&p.getSnapshotBeforeUpdate!=null&&(x=p.getSnapshotBeforeUpdate(g,b)),j=d!=null&&d.type===S&&d.key==null?ae(d.props.children):d,c=te(e,_(j)?j:[j],n,r,i,a,o,s,c,l,u),p.base=n.__e,n.__u&=-161,p.__h.length&&s.push(p),ee&&(p.__E=p.__=null)}catch(e){if(s.length=f,n.__v=null,l||o!=null){if(e.then){for(n.__u|=l?160:128;c&&c.nodeType==8&&c.nextSibling;)c=c.nextSibling;o!=null&&(o[o.indexOf(c)]=null),n.__e=c}else if(o!=null)for(M=o.length;M--;)y(o[M])}else n.__e=r.__e;n.__k??=r.__k||[],e.then||re(n),t.__e(e,n,r)}}else o==null&&n.__v==r.__v?(n.__k=r.__k,n.__e=r.__e):c=n.__e=oe(r.__e,n,r,i,a,o,s,l,u);return(d=t.diffed)&&d(n),128&n.__u?void 0:c}function re(e){e&&(e.__c&&(e.__c.__e=!0),e.__k&&e.__k.some(re))}function ie(e,n,r){for(var i=0;i<r.length;i++)se(r[i],r[++i],r[++i]);t.__c&&t.__c(n,e),e.some(function(n){try{e=n.__h,n.__h=[],e.some(function(e){e.call(n)})}catch(e){t.__e(e,n.__v)}})}function ae(e){return typeof e!=`object`||!e||e.__b>0?e:_(e)?e.map(ae):e.constructor===void 0?v({},e):null}function oe(n,r,i,a,o,s,c,l,u){var d,f,p,h,g,v,b,x=i.props||m,S=r.props,C=r.type;if(C==`svg`?o=`http://www.w3.org/2000/svg`:C==`math`?o=`http://www.w3.org/1998/Math/MathML`:o||=`http://www.w3.org/1999/xhtml`,s!=null){for(d=0;d<s.length;d++)if((g=s[d])&&`setAttribute`in g==!!C&&(C?g.localName==C:g.nodeType==3)){n=g,s[d]=null;break}}if(n==null){if(C==null)return document.createTextNode(S);n=document.createElementNS(o,C,S.is&&S),l&&=(t.__m&&t.__m(r,s),!1),s=null}if(C==null)x===S||l&&n.data==S||(n.data=S);else{if(s=C==`textarea`&&S.defaultValue!=null?null:s&&e.call(n.childNodes),!l&&s!=null)for(x={},d=0;d<n.attributes.length;d++)x[(g=n.attributes[d]).name]=g.value;for(d in x)g=x[d],d==`dangerouslySetInnerHTML`?p=g:d==`children`||d in S||d==`value`&&`defaultValue`in S||d==`checked`&&`defaultChecked`in S||M(n,d,null,g,o);for(d in S)g=S[d],d==`children`?h=g:d==`dangerouslySetInnerHTML`?f=g:d==`value`?v=g:d==`checked`?b=g:l&&typeof g!=`function`||x[d]===g||M(n,d,g,x[d],o);if(f)l||p&&(f.__html==p.__html||f.__html==n.innerHTML)||(n.innerHTML=f.__html),r.__k=[];else if(p&&(n.innerHTML=``),te(r.type==`template`?n.content:n,_(h)?h:[h],r,i,a,C==`foreignObject`?`http://www.w3.org/1999/xhtml`:o,s,c,s?s[0]:i.__k&&w(i,0),l,u),s!=null)for(d=s.length;d--;)y(s[d]);l&&C!=`textarea`||(d=`value`,C==`progress`&&v==null?n.removeAttribute(`value`):v!=null&&(v!==n[d]||C==`progress`&&!v||C==`option`&&v!=x[d])&&M(n,d,v,x[d],o),d=`checked`,b!=null&&b!=n[d]&&M(n,d,b,x[d],o))}return n}function se(e,n,r){try{if(typeof e==`function`){var i=typeof e.__u==`function`;i&&e.__u(),i&&n==null||(e.__u=e(n))}else e.current=n}catch(e){t.__e(e,r)}}function ce(e,n,r){var i,a;if(t.unmount&&t.unmount(e),(i=e.ref)&&(i.current&&i.current!=e.__e||se(i,null,n)),(i=e.__c)!=null){if(i.componentWillUnmount)try{i.componentWillUnmount()}catch(e){t.__e(e,n)}i.base=i.__P=i.__n=null}if(i=e.__k)for(a=0;a<i.length;a++)i[a]&&ce(i[a],n,r||typeof e.type!=`function`);r||y(e.__e),e.__c=e.__=e.__e=void 0}function le(e,t,n){return this.constructor(e,n)}function ue(n,r,i){var a,o,s,c;r==document&&(r=document.documentElement),t.__&&t.__(n,r),o=(a=typeof i==`function`)?null:i&&i.__k||r.__k,s=[],c=[],ne(r,n=(!a&&i||r).__k=b(S,null,[n]),o||m,m,r.namespaceURI,!a&&i?[i]:o?null:r.firstChild?e.call(r.childNodes):null,s,!a&&i?i:o?o.__e:r.firstChild,a,c),ie(s,n,c),n.props.children=null}e=h.slice,t={__e:function(e,t,n,r){for(var i,a,o;t=t.__;)if((i=t.__c)&&!i.__)try{if((a=i.constructor)&&a.getDerivedStateFromError!=null&&(i.setState(a.getDerivedStateFromError(e)),o=i.__d),i.componentDidCatch!=null&&(i.componentDidCatch(e,r||{}),o=i.__d),o)return i.__E=i}catch(t){e=t}throw e}},n=0,C.prototype.setState=function(e,t){var n=this.__s!=null&&this.__s!=this.state?this.__s:this.__s=v({},this.state);typeof e==`function`&&(e=e(v({},n),this.props)),e&&v(n,e),e!=null&&this.__v&&(t&&this._sb.push(t),E(this))},C.prototype.forceUpdate=function(e){this.__v&&(this.__e=!0,e&&this.__h.push(e),E(this))},C.prototype.render=S,r=[],a=typeof Promise==`function`?Promise.prototype.then.bind(Promise.resolve()):setTimeout,o=function(e,t){return e.__v.__b-t.__v.__b},D.__r=0,s=Math.random().toString(8),c=`__d`+s,l=`__a`+s,u=/(PointerCapture)$|Capture$/i,d=0,f=N(!1),p=N(!0);var P,F,de,fe,I=0,pe=[],L=t,me=L.__b,he=L.__r,ge=L.diffed,_e=L.__c,ve=L.unmount,ye=L.__;function be(e,t){L.__h&&L.__h(F,e,I||t),I=0;var n=F.__H||(F.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function R(e){return I=1,xe(Oe,e)}function xe(e,t,n){var r=be(P++,2);if(r.t=e,!r.__c&&(r.__=[n?n(t):Oe(void 0,t),function(e){var t=r.__N?r.__N[0]:r.__[0],n=r.t(t,e);t!==n&&(r.__N=[n,r.__[1]],r.__c.setState({}))}],r.__c=F,!F.__f)){var i=function(e,t,n){if(!r.__c.__H)return!0;var i=!1,o=r.__c.props!==e;if(r.__c.__H.__.some(function(e){if(e.__N){i=!0;var t=e.__[0];e.__=e.__N,e.__N=void 0,t!==e.__[0]&&(o=!0)}}),a){var s=a.call(this,e,t,n);return i?s||o:s}return!i||o};F.__f=!0;var a=F.shouldComponentUpdate,o=F.componentWillUpdate;F.componentWillUpdate=function(e,t,n){if(this.__e){var r=a;a=void 0,i(e,t,n),a=r}o&&o.call(this,e,t,n)},F.shouldComponentUpdate=i}return r.__N||r.__}function z(e,t){var n=be(P++,3);!L.__s&&De(n.__H,t)&&(n.__=e,n.u=t,F.__H.__h.push(n))}function Se(e,t){var n=be(P++,7);return De(n.__H,t)&&(n.__=e(),n.__H=t,n.__h=e),n.__}function B(e,t){return I=8,Se(function(){return e},t)}function Ce(){for(var e;e=pe.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(V),t.__h.some(Ee),t.__h=[]}catch(n){t.__h=[],L.__e(n,e.__v)}}}L.__b=function(e){F=null,me&&me(e)},L.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),ye&&ye(e,t)},L.__r=function(e){he&&he(e),P=0;var t=(F=e.__c).__H;t&&(de===F?(t.__h=[],F.__h=[],t.__.some(function(e){e.__N&&(e.__=e.__N),e.u=e.__N=void 0})):(t.__h.some(V),t.__h.some(Ee),t.__h=[],P=0)),de=F},L.diffed=function(e){ge&&ge(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&(pe.push(t)!==1&&fe===L.requestAnimationFrame||((fe=L.requestAnimationFrame)||Te)(Ce)),t.__H.__.some(function(e){e.u&&=(e.__H=e.u,void 0)})),de=F=null},L.__c=function(e,t){t.some(function(e){try{e.__h.some(V),e.__h=e.__h.filter(function(e){return!e.__||Ee(e)})}catch(n){t.some(function(e){e.__h&&=[]}),t=[],L.__e(n,e.__v)}}),_e&&_e(e,t)},L.unmount=function(e){ve&&ve(e);var t,n=e.__c;n&&n.__H&&(n.__H.__.some(function(e){try{V(e)}catch(e){t=e}}),n.__H=void 0,t&&L.__e(t,n.__v))};var we=typeof requestAnimationFrame==`function`;function Te(e){var t,n=function(){clearTimeout(r),we&&cancelAnimationFrame(t),setTimeout(e)},r=setTimeout(n,35);we&&(t=requestAnimationFrame(n))}function V(e){var t=F,n=e.__c;typeof n==`function`&&(e.__c=void 0,n()),F=t}function Ee(e){var t=F;e.__c=e.__(),F=t}function De(e,t){return!e||e.length!==t.length||t.some(function(t,n){return t!==e[n]})}function Oe(e,t){return typeof t==`function`?t(e):t}var ke=class extends Error{code;requestId;constructor(e,t,n){super(t),this.code=e,this.requestId=n}},H={token:()=>null,renew:async()=>!1};function Ae(e){H=e}async function je(e,t){let n=H.token(),r=await fetch(`/graphql`,{method:`POST`,headers:{accept:`application/json`,...t?{"content-type":`application/json`}:{},...n?{authorization:`Bearer ${n}`}:{}},body:e,credentials:`same-origin`});try{return await r.json()}catch{throw new ke(`UNAVAILABLE`,`the gateway answered ${r.status}`,r.headers.get(`x-request-id`)??void 0)}}async function Me(e){let t=await e();t.errors?.[0]?.extensions?.code===`UNAUTHENTICATED`&&H.token()&&await H.renew()&&(t=await e());let n=t.errors?.[0];if(n||!t.data)throw new ke(n?.extensions?.code??`INTERNAL`,n?.message??`no data`,n?.extensions?.requestId);return t.data}function U(e,...[t]){let n=JSON.stringify({query:e.toString(),variables:t??{}});return Me(()=>je(n,!0))}function Ne(e,t,n,r){return Me(()=>{let i=new FormData;return i.append(`operations`,JSON.stringify({query:e.toString(),variables:{...t,[n]:null}})),i.append(`map`,JSON.stringify({0:[`variables.${n}`]})),i.append(`0`,r,r.name),je(i,!1)})}var W=class extends String{__apiType;value;__meta__;constructor(e,t){super(e),this.value=e,this.__meta__=t}toString(){return this.value}},Pe={"\n  mutation DashboardLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      expiresIn\n    }\n  }\n":new W(`
    mutation DashboardLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    accessToken
    expiresIn
  }
}
    `),"\n  query DashboardOverview($days: Int!) {\n    me {\n      id\n      email\n      role\n      overageEnabled\n      plan {\n        code\n        name\n        dailyQuota\n        batchCap\n        webhooksAllowed\n        overageAllowed\n      }\n    }\n    usage {\n      dailyQuota\n      usedToday\n      remainingToday\n      overageEnabled\n      overageToday\n      periodEndsAt\n    }\n    usageHistory(days: $days) {\n      day\n      used\n      overage\n    }\n  }\n":new W(`
    query DashboardOverview($days: Int!) {
  me {
    id
    email
    role
    overageEnabled
    plan {
      code
      name
      dailyQuota
      batchCap
      webhooksAllowed
      overageAllowed
    }
  }
  usage {
    dailyQuota
    usedToday
    remainingToday
    overageEnabled
    overageToday
    periodEndsAt
  }
  usageHistory(days: $days) {
    day
    used
    overage
  }
}
    `),"\n  query DashboardApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      last4\n      createdAt\n      lastUsedAt\n      revoked\n    }\n  }\n":new W(`
    query DashboardApiKeys {
  apiKeys {
    id
    name
    prefix
    last4
    createdAt
    lastUsedAt
    revoked
  }
}
    `),"\n  mutation DashboardCreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n":new W(`
    mutation DashboardCreateApiKey($name: String!) {
  createApiKey(name: $name) {
    key
    apiKey {
      id
      name
    }
  }
}
    `),"\n  mutation DashboardRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revoked\n    }\n  }\n":new W(`
    mutation DashboardRevokeApiKey($id: ID!) {
  revokeApiKey(id: $id) {
    id
    revoked
  }
}
    `),"\n  query DashboardWebhooks {\n    webhooks {\n      id\n      url\n      events\n      enabled\n      disabledReason\n      createdAt\n    }\n  }\n":new W(`
    query DashboardWebhooks {
  webhooks {
    id
    url
    events
    enabled
    disabledReason
    createdAt
  }
}
    `),"\n  mutation DashboardRegisterWebhook($url: String!, $events: [String!]!) {\n    registerWebhook(url: $url, events: $events) {\n      id\n      secret\n    }\n  }\n":new W(`
    mutation DashboardRegisterWebhook($url: String!, $events: [String!]!) {
  registerWebhook(url: $url, events: $events) {
    id
    secret
  }
}
    `),"\n  mutation DashboardUpdateWebhook($id: ID!, $input: WebhookUpdateInput!) {\n    updateWebhook(id: $id, input: $input) {\n      id\n      url\n      events\n      enabled\n    }\n  }\n":new W(`
    mutation DashboardUpdateWebhook($id: ID!, $input: WebhookUpdateInput!) {
  updateWebhook(id: $id, input: $input) {
    id
    url
    events
    enabled
  }
}
    `),"\n  mutation DashboardDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      id\n      deleted\n    }\n  }\n":new W(`
    mutation DashboardDeleteWebhook($id: ID!) {
  deleteWebhook(id: $id) {
    id
    deleted
  }
}
    `),"\n  mutation DashboardRotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      id\n      secret\n    }\n  }\n":new W(`
    mutation DashboardRotateWebhookSecret($id: ID!) {
  rotateWebhookSecret(id: $id) {
    id
    secret
  }
}
    `),"\n  mutation DashboardSendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      id\n      status\n    }\n  }\n":new W(`
    mutation DashboardSendTestWebhook($id: ID!) {
  sendTestWebhook(id: $id) {
    id
    status
  }
}
    `),"\n  query DashboardWebhookDeliveries($id: ID!, $limit: Int) {\n    webhookDeliveries(id: $id, limit: $limit) {\n      id\n      eventType\n      status\n      attempts\n      lastResponseCode\n      lastError\n      createdAt\n    }\n  }\n":new W(`
    query DashboardWebhookDeliveries($id: ID!, $limit: Int) {
  webhookDeliveries(id: $id, limit: $limit) {
    id
    eventType
    status
    attempts
    lastResponseCode
    lastError
    createdAt
  }
}
    `),"\n  query DashboardDecodeVin($vin: String!) {\n    decodeVin(vin: $vin) {\n      vin\n      make\n      model\n      modelYear\n      trim\n      series\n      vehicleType\n      bodyClass\n      doors\n      driveType\n      transmission\n      fuelTypePrimary\n      engine {\n        cylinders\n        displacementL\n        horsepower\n      }\n      manufacturer\n      plantCity\n      plantCountry\n      warnings\n    }\n  }\n":new W(`
    query DashboardDecodeVin($vin: String!) {
  decodeVin(vin: $vin) {
    vin
    make
    model
    modelYear
    trim
    series
    vehicleType
    bodyClass
    doors
    driveType
    transmission
    fuelTypePrimary
    engine {
      cylinders
      displacementL
      horsepower
    }
    manufacturer
    plantCity
    plantCountry
    warnings
  }
}
    `),"\n  mutation DashboardDecodeVinImage($image: File!) {\n    decodeVinImage(image: $image) {\n      vin\n      confidence\n      verified\n      source\n      box {\n        left\n        top\n        width\n        height\n      }\n      characters {\n        position\n        character\n        confidence\n        unsure\n      }\n      warnings\n      vehicle {\n        vin\n        make\n        model\n        modelYear\n        trim\n        series\n        vehicleType\n        bodyClass\n        doors\n        driveType\n        transmission\n        fuelTypePrimary\n        engine {\n          cylinders\n          displacementL\n          horsepower\n        }\n        manufacturer\n        plantCity\n        plantCountry\n        warnings\n      }\n    }\n  }\n":new W(`
    mutation DashboardDecodeVinImage($image: File!) {
  decodeVinImage(image: $image) {
    vin
    confidence
    verified
    source
    box {
      left
      top
      width
      height
    }
    characters {
      position
      character
      confidence
      unsure
    }
    warnings
    vehicle {
      vin
      make
      model
      modelYear
      trim
      series
      vehicleType
      bodyClass
      doors
      driveType
      transmission
      fuelTypePrimary
      engine {
        cylinders
        displacementL
        horsepower
      }
      manufacturer
      plantCity
      plantCountry
      warnings
    }
  }
}
    `),"\n  mutation DashboardSubmitBatchJob($file: File!) {\n    submitBatchJob(file: $file) {\n      id\n      state\n      total\n      processed\n      billed\n    }\n  }\n":new W(`
    mutation DashboardSubmitBatchJob($file: File!) {
  submitBatchJob(file: $file) {
    id
    state
    total
    processed
    billed
  }
}
    `),"\n  query DashboardBatchJob($id: ID!) {\n    batchJob(id: $id) {\n      id\n      state\n      total\n      processed\n      successful\n      failed\n      duplicates\n      billed\n      progress\n    }\n  }\n":new W(`
    query DashboardBatchJob($id: ID!) {
  batchJob(id: $id) {
    id
    state
    total
    processed
    successful
    failed
    duplicates
    billed
    progress
  }
}
    `)};function G(e){return Pe[e]??{}}var Fe=G(`
  mutation DashboardLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      accessToken
      expiresIn
    }
  }
`),Ie=G(`
  query DashboardOverview($days: Int!) {
    me {
      id
      email
      role
      overageEnabled
      plan {
        code
        name
        dailyQuota
        batchCap
        webhooksAllowed
        overageAllowed
      }
    }
    usage {
      dailyQuota
      usedToday
      remainingToday
      overageEnabled
      overageToday
      periodEndsAt
    }
    usageHistory(days: $days) {
      day
      used
      overage
    }
  }
`),Le=G(`
  query DashboardApiKeys {
    apiKeys {
      id
      name
      prefix
      last4
      createdAt
      lastUsedAt
      revoked
    }
  }
`),Re=G(`
  mutation DashboardCreateApiKey($name: String!) {
    createApiKey(name: $name) {
      key
      apiKey {
        id
        name
      }
    }
  }
`),ze=G(`
  mutation DashboardRevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revoked
    }
  }
`),Be=G(`
  query DashboardWebhooks {
    webhooks {
      id
      url
      events
      enabled
      disabledReason
      createdAt
    }
  }
`),Ve=G(`
  mutation DashboardRegisterWebhook($url: String!, $events: [String!]!) {
    registerWebhook(url: $url, events: $events) {
      id
      secret
    }
  }
`),He=G(`
  mutation DashboardUpdateWebhook($id: ID!, $input: WebhookUpdateInput!) {
    updateWebhook(id: $id, input: $input) {
      id
      url
      events
      enabled
    }
  }
`),Ue=G(`
  mutation DashboardDeleteWebhook($id: ID!) {
    deleteWebhook(id: $id) {
      id
      deleted
    }
  }
`),We=G(`
  mutation DashboardRotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      id
      secret
    }
  }
`),Ge=G(`
  mutation DashboardSendTestWebhook($id: ID!) {
    sendTestWebhook(id: $id) {
      id
      status
    }
  }
`),Ke=G(`
  query DashboardWebhookDeliveries($id: ID!, $limit: Int) {
    webhookDeliveries(id: $id, limit: $limit) {
      id
      eventType
      status
      attempts
      lastResponseCode
      lastError
      createdAt
    }
  }
`),qe=G(`
  query DashboardDecodeVin($vin: String!) {
    decodeVin(vin: $vin) {
      vin
      make
      model
      modelYear
      trim
      series
      vehicleType
      bodyClass
      doors
      driveType
      transmission
      fuelTypePrimary
      engine {
        cylinders
        displacementL
        horsepower
      }
      manufacturer
      plantCity
      plantCountry
      warnings
    }
  }
`),Je=G(`
  mutation DashboardDecodeVinImage($image: File!) {
    decodeVinImage(image: $image) {
      vin
      confidence
      verified
      source
      box {
        left
        top
        width
        height
      }
      characters {
        position
        character
        confidence
        unsure
      }
      warnings
      vehicle {
        vin
        make
        model
        modelYear
        trim
        series
        vehicleType
        bodyClass
        doors
        driveType
        transmission
        fuelTypePrimary
        engine {
          cylinders
          displacementL
          horsepower
        }
        manufacturer
        plantCity
        plantCountry
        warnings
      }
    }
  }
`),Ye=G(`
  mutation DashboardSubmitBatchJob($file: File!) {
    submitBatchJob(file: $file) {
      id
      state
      total
      processed
      billed
    }
  }
`),Xe=G(`
  query DashboardBatchJob($id: ID!) {
    batchJob(id: $id) {
      id
      state
      total
      processed
      successful
      failed
      duplicates
      billed
      progress
    }
  }
`),K=null,Ze,Qe,$e=`vin-gateway.signed-in`;function et(){try{return localStorage.getItem($e)===`1`}catch{return!0}}function tt(e){try{e?localStorage.setItem($e,`1`):localStorage.removeItem($e)}catch{}}function nt(e,t){K=e,tt(!0),clearTimeout(Ze),Ze=setTimeout(()=>void at(),Math.max(10,t-60)*1e3)}function rt(){K=null,tt(!1),clearTimeout(Ze)}function it(){return K}function at(){return Qe??=(async()=>{try{let e=await fetch(`/api/v1/auth/refresh`,{method:`POST`,credentials:`same-origin`});if(!e.ok)return rt(),!1;let{data:t}=await e.json();return nt(t.accessToken,t.expiresIn),!0}catch{return!1}finally{Qe=void 0}})(),Qe}Ae({token:()=>K,renew:at});async function ot(e,t){let{login:n}=await U(Fe,{email:e,password:t});nt(n.accessToken,n.expiresIn)}async function st(){rt(),await fetch(`/api/v1/auth/logout`,{method:`POST`,credentials:`same-origin`}).catch(()=>void 0)}function q(e){return e?`${e.slice(0,10)} ${e.slice(11,16)} UTC`:`—`}function J(e){return e.toLocaleString(`en-US`)}var ct={CHECK_DIGIT_MISMATCH:`The check digit (position 9) does not match: make sure the VIN was copied correctly.`,MODEL_YEAR_MISMATCH:`The model year given does not fit position 10.`,MODEL_YEAR_UNDETERMINED:`Position 10 holds no model-year code; decoded across all years.`,MODEL_YEAR_INCONCLUSIVE:`Two model years were possible; the better-matching one was chosen.`,UNUSED_POSITIONS:`Some positions matched no catalog pattern.`,NO_DETAILED_DATA:`Only the manufacturer is known.`,OCR_UNVERIFIED:`The photo was not read the same way twice: check the VIN against the plate.`,OCR_CORRECTED:`Some characters were corrected to make a valid VIN.`};function Y(e,t){let n=e.get(t);return typeof n==`string`?n:``}var lt=0;Array.isArray;function X(e,n,r,i,a,o){n||={};var s,c,l=n;if(`ref`in l)for(c in l={},n)c==`ref`?s=n[c]:l[c]=n[c];var u={type:e,props:l,key:r,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:--lt,__i:-1,__u:0,__source:a,__self:o};if(typeof e==`function`&&(s=e.defaultProps))for(c in s)l[c]===void 0&&(l[c]=s[c]);return t.vnode&&t.vnode(u),u}function ut({label:e,value:t,onDone:n}){let[r,i]=R();async function a(){try{await navigator.clipboard.writeText(t),i(`Copied to the clipboard.`)}catch{i(`Copying was refused by the browser: select the text and copy it by hand.`)}}return X(`div`,{class:`secret`,role:`alert`,children:[X(`p`,{children:[X(`strong`,{children:[`Copy this `,e,` now.`]}),` It is shown only once and can never be displayed again; this page forgets it when you close this box.`]}),X(`code`,{class:`mono`,"data-testid":`secret-value`,children:t}),X(`div`,{class:`row`,children:[X(`button`,{type:`button`,onClick:a,children:[`Copy `,e]}),X(`button`,{type:`button`,class:`secondary`,onClick:n,children:`I have stored it`})]}),r&&X(`p`,{role:`status`,children:r})]})}var dt=6e4;function Z(e,t={}){let[n,r]=R(),[i,a]=R(),o=B(async()=>{try{r(await e()),a(void 0)}catch(e){a(Q(e))}},[e]);z(()=>{o()},[o]);let s=t.fresh===!0;return z(()=>{if(!s)return;let e=()=>{document.visibilityState===`visible`&&o()},t=setInterval(e,dt);return document.addEventListener(`visibilitychange`,e),window.addEventListener(`focus`,e),()=>{clearInterval(t),document.removeEventListener(`visibilitychange`,e),window.removeEventListener(`focus`,e)}},[s,o]),{data:n,error:i,reload:o}}function Q(e){return e instanceof ke?`${e.message}${e.requestId?` (request ${e.requestId})`:``}`:e instanceof Error?e.message:String(e)}function ft(){let e=Z(B(()=>U(Le),[]),{fresh:!0}),[t,n]=R(),[r,i]=R(),[a,o]=R();async function s(t){o(void 0);try{await t(),await e.reload()}catch(e){o(Q(e))}}function c(e){e.preventDefault();let t=e.currentTarget,r=Y(new FormData(t),`name`).trim();s(async()=>{let{createApiKey:e}=await U(Re,{name:r});n(e.key),t.reset()})}let l=[...e.data?.apiKeys??[]].sort((e,t)=>Number(e.revoked)-Number(t.revoked));return X(`section`,{id:`keys`,"aria-labelledby":`keys-title`,children:[X(`h2`,{id:`keys-title`,children:`API keys`}),X(`p`,{class:`hint`,children:`Send a key in the X-API-Key header from your servers. Keep keys out of browsers and repositories.`}),X(`form`,{class:`row`,onSubmit:c,children:[X(`label`,{for:`key-name`,children:`Name of the new key`}),X(`input`,{id:`key-name`,name:`name`,required:!0,maxLength:100,placeholder:`e.g. billing system`}),X(`button`,{type:`submit`,children:`Create key`})]}),t&&X(ut,{label:`API key`,value:t,onDone:()=>n(void 0)}),(a??e.error)&&X(`p`,{class:`error`,role:`alert`,children:a??e.error}),e.data&&l.length===0&&X(`p`,{children:`No keys yet.`}),l.length>0&&X(`div`,{class:`scroll`,children:X(`table`,{children:[X(`caption`,{class:`visually-hidden`,children:`API keys`}),X(`thead`,{children:X(`tr`,{children:[X(`th`,{scope:`col`,children:`Name`}),X(`th`,{scope:`col`,children:`Key`}),X(`th`,{scope:`col`,children:`Created`}),X(`th`,{scope:`col`,children:`Last used`}),X(`th`,{scope:`col`,children:`Status`}),X(`th`,{scope:`col`,children:X(`span`,{class:`visually-hidden`,children:`Actions`})})]})}),X(`tbody`,{children:l.map(e=>X(`tr`,{class:e.revoked?`revoked`:void 0,children:[X(`td`,{children:e.name}),X(`td`,{class:`mono`,children:[e.prefix,`…`,e.last4]}),X(`td`,{children:q(e.createdAt)}),X(`td`,{children:q(e.lastUsedAt)}),X(`td`,{children:e.revoked?`Revoked`:`Active`}),X(`td`,{children:e.revoked?null:r===e.id?X(`span`,{class:`row`,children:[X(`button`,{type:`button`,class:`danger`,onClick:()=>s(async()=>void await U(ze,{id:e.id})),children:[`Yes, revoke `,e.name]}),X(`button`,{type:`button`,class:`secondary`,onClick:()=>i(void 0),children:`Cancel`})]}):X(`button`,{type:`button`,class:`secondary`,onClick:()=>i(e.id),"aria-label":`Revoke ${e.name}`,children:`Revoke`})})]},e.id))})]})})]})}var pt=new Set([`succeeded`,`failed`,`cancelled`]);function mt(){let[e,t]=R(),[n,r]=R(),[i,a]=R(!1);z(()=>{if(!e||pt.has(e.state))return;let n=setTimeout(()=>{U(Xe,{id:e.id}).then(({batchJob:e})=>t(e)).catch(e=>r(Q(e)))},1e3);return()=>clearTimeout(n)},[e]);async function o(e){e.preventDefault();let n=new FormData(e.currentTarget).get(`vins-file`);if(!(n instanceof File)||n.size===0)return r(`Choose a file first.`);a(!0),r(void 0);try{let{submitBatchJob:e}=await Ne(Ye,{file:n},`file`,n);t({...e,successful:0,failed:0,duplicates:0,progress:0})}catch(e){r(Q(e))}finally{a(!1)}}async function s(t){if(!e)return;let n=it(),i=await fetch(`/api/v1/batch-jobs/${e.id}/results?format=${t}`,{headers:n?{authorization:`Bearer ${n}`}:{}});if(!i.ok)return r(`the download failed (${i.status})`);let a=document.createElement(`a`);a.href=URL.createObjectURL(await i.blob()),a.download=`batch-job-${e.id}.${t}`,a.click(),URL.revokeObjectURL(a.href)}return X(`section`,{id:`jobs`,"aria-labelledby":`jobs-title`,children:[X(`h2`,{id:`jobs-title`,children:`Bulk jobs`}),X(`p`,{class:`hint`,children:`A CSV (a vin column, or one VIN a line), JSON lines or a JSON array of up to 1,000,000 VINs. Each VIN decoded counts against the quota; repeats and failures are free.`}),X(`form`,{onSubmit:o,children:[X(`label`,{for:`vins-file`,children:`File of VINs`}),X(`input`,{id:`vins-file`,name:`vins-file`,type:`file`,accept:`.csv,.txt,.json,.jsonl,.ndjson`}),X(`button`,{type:`submit`,disabled:i,children:`Submit job`})]}),X(`div`,{"aria-live":`polite`,children:[n&&X(`p`,{class:`error`,role:`alert`,children:n}),e&&X(`div`,{class:`job`,children:[X(`label`,{for:`job-progress`,children:[`Job `,e.state.replace(`_`,` `),`: `,e.processed.toLocaleString(`en-US`),` of `,e.total.toLocaleString(`en-US`),` VINs,`,` `,e.billed.toLocaleString(`en-US`),` billed`]}),X(`progress`,{id:`job-progress`,max:e.total,value:e.processed}),X(`button`,{type:`button`,class:`secondary`,disabled:e.processed===0,onClick:()=>void s(`csv`),children:`Download CSV`}),X(`button`,{type:`button`,class:`secondary`,disabled:e.processed===0,onClick:()=>void s(`jsonl`),children:`Download JSON lines`})]})]})]})}var ht=e=>`${Math.round(e*100)} %`;function gt({characters:e}){let t=e.filter(e=>e.unsure).map(e=>e.position);return X(`p`,{class:`read-vin`,children:[`Read:`,` `,X(`span`,{class:`mono`,"data-testid":`read-vin`,children:e.map(e=>X(`span`,{class:e.unsure?`unsure`:void 0,"data-position":e.position,title:`Position ${e.position}: ${e.character}, confidence ${ht(e.confidence)}${e.unsure?`, unsure`:``}`,children:e.character},e.position))}),` `,X(`small`,{"data-testid":`unsure-characters`,children:t.length===0?`(every character read surely)`:`(check ${t.length===1?`position`:`positions`} ${t.join(`, `)} against the plate: underlined)`})]})}function _t({src:e,reading:t}){let[n,r]=R(),i=t?.box;return X(`figure`,{class:`photo`,children:[X(`div`,{class:`photo-frame`,children:[X(`img`,{src:e,alt:t?`The chosen photo, from which ${t.vin} was read`:`The chosen photo`,onLoad:e=>{let t=e.currentTarget;r({width:t.naturalWidth,height:t.naturalHeight})}}),i&&n&&X(`svg`,{class:`vin-box`,"data-testid":`vin-box`,viewBox:`0 0 ${n.width} ${n.height}`,preserveAspectRatio:`none`,"aria-hidden":`true`,children:[X(`rect`,{class:`halo`,x:i.left,y:i.top,width:i.width,height:i.height}),X(`rect`,{x:i.left,y:i.top,width:i.width,height:i.height})]})]}),t&&X(gt,{characters:t.characters}),t&&X(`figcaption`,{class:`hint`,children:i?`Outlined: where ${t.vin} was read, ${i.width} × ${i.height} pixels at ${i.left}, ${i.top}`+(n?` of the ${n.width} × ${n.height} photo.`:`.`):t.source===`barcode`?`${t.vin} was read from a barcode: there is no line of text to outline.`:`Where ${t.vin} was read in the photo is not known.`})]})}function vt({vehicle:e,source:t,warnings:n}){let r=[[`Make`,e.make],[`Model`,e.model],[`Model year`,e.modelYear],[`Trim`,e.trim],[`Series`,e.series],[`Vehicle type`,e.vehicleType],[`Body`,e.bodyClass],[`Doors`,e.doors],[`Engine`,yt(e.engine)],[`Fuel`,e.fuelTypePrimary],[`Transmission`,e.transmission],[`Drive`,e.driveType],[`Manufacturer`,e.manufacturer],[`Plant`,[e.plantCity,e.plantCountry].filter(Boolean).join(`, `)||null]];return X(`article`,{class:`result`,"aria-labelledby":`result-title`,children:[X(`h3`,{id:`result-title`,children:[X(`span`,{class:`mono`,"data-testid":`decoded-vin`,children:e.vin}),` `,X(`small`,{children:[`(`,t,`)`]})]}),n.length>0&&X(`ul`,{class:`warnings`,"aria-label":`Warnings`,children:n.map(e=>X(`li`,{children:[X(`strong`,{children:e}),`: `,ct[e]??`see the API reference.`]},e))}),X(`dl`,{class:`facts`,children:r.map(([e,t])=>X(`div`,{children:[X(`dt`,{children:e}),X(`dd`,{children:t??`—`})]},e))})]})}function yt(e){return[e.cylinders?`${e.cylinders} cylinders`:null,e.displacementL?`${e.displacementL} L`:null,e.horsepower?`${Math.round(e.horsepower)} hp`:null].filter(Boolean).join(`, `)||null}function bt({onDecoded:e}){let[t,n]=R(),[r,i]=R(),[a,o]=R(!1),[s,c]=R(),[l,u]=R();z(()=>s?()=>URL.revokeObjectURL(s):void 0,[s]);function d(e){let t=e.currentTarget.files?.[0];u(void 0),c(t?URL.createObjectURL(t):void 0)}async function f(t){o(!0),i(void 0);try{n(await t()),e()}catch(e){n(void 0),i(Q(e))}finally{o(!1)}}function p(e){e.preventDefault();let t=Y(new FormData(e.currentTarget),`vin`);f(async()=>{let{decodeVin:e}=await U(qe,{vin:t});if(!e)throw Error(`the VIN could not be decoded`);return{vehicle:e,source:`typed`,warnings:e.warnings}})}function m(e){e.preventDefault();let t=new FormData(e.currentTarget).get(`photo`);if(!(t instanceof File)||t.size===0)return i(`Choose a photo first.`);f(async()=>{u(void 0);let{decodeVinImage:e}=await Ne(Je,{image:t},`image`,t);if(!e)throw Error(`no VIN could be read from the photo`);if(u(e),!e.vehicle)throw Error(`read ${e.vin} from the photo, but the catalog cannot decode it`);let n=`read from the photo, confidence ${Math.round(e.confidence*100)} %${e.verified?``:`, not verified`}`;return{vehicle:e.vehicle,source:n,warnings:e.warnings}})}return X(`section`,{id:`decode`,"aria-labelledby":`decode-title`,children:[X(`h2`,{id:`decode-title`,children:`Decode a VIN`}),X(`p`,{class:`hint`,children:`Each successful decode counts against today's quota.`}),X(`div`,{class:`two`,children:[X(`form`,{onSubmit:p,children:[X(`label`,{for:`vin`,children:`VIN`}),X(`input`,{id:`vin`,name:`vin`,required:!0,maxLength:64,autocomplete:`off`,spellcheck:!1,class:`mono`,"aria-describedby":`vin-hint`}),X(`p`,{id:`vin-hint`,class:`hint`,children:`17 characters; I, O and Q never appear in a VIN.`}),X(`button`,{type:`submit`,disabled:a,children:`Decode`})]}),X(`form`,{onSubmit:m,children:[X(`label`,{for:`photo`,children:`Photo of a VIN plate or label (JPEG or PNG, up to 10 MB)`}),X(`input`,{id:`photo`,name:`photo`,type:`file`,accept:`image/jpeg,image/png`,onChange:d}),X(`button`,{type:`submit`,disabled:a,children:`Read and decode`}),s&&X(_t,{src:s,reading:l},s)]})]}),X(`div`,{"aria-live":`polite`,children:[a&&X(`p`,{role:`status`,children:`Decoding…`}),r&&X(`p`,{class:`error`,role:`alert`,children:r}),t&&X(vt,{...t})]})]})}var xt=300,St=100,$=34,Ct=4,wt=266,Tt=82;function Et({days:e}){let t=Math.max(0,...e.map(e=>e.used+e.overage)),n=Math.max(1,t),r=wt/Math.max(1,e.length),i=e.reduce((e,t)=>e+t.used+t.overage,0);return X(`figure`,{class:`chart`,children:[X(`svg`,{viewBox:`0 0 ${xt} ${St}`,role:`img`,"aria-labelledby":`chart-caption`,children:[X(`g`,{class:`axis`,"aria-hidden":`true`,children:[X(`line`,{x1:$,y1:Ct,x2:$,y2:86}),X(`line`,{x1:$,y1:86,x2:xt,y2:86}),X(`text`,{x:31,y:10,"text-anchor":`end`,children:J(n)}),X(`text`,{x:31,y:86,"text-anchor":`end`,children:`0`}),X(`text`,{x:4,y:48,class:`axis-title`,children:`decodes`}),e.length>0&&X(S,{children:[X(`text`,{x:$,y:98,children:e[0].day.slice(5)}),X(`text`,{x:xt,y:98,"text-anchor":`end`,children:e[e.length-1].day.slice(5)}),X(`text`,{x:167,y:98,"text-anchor":`middle`,class:`axis-title`,children:`day (UTC)`})]})]}),e.map((e,t)=>{let i=e.used/n*Tt,a=e.overage/n*Tt;return X(`g`,{children:[X(`title`,{children:`${e.day}: ${e.used} decodes${e.overage?`, ${e.overage} overage`:``}`}),X(`rect`,{class:`bar-used`,x:$+t*r+1,y:86-i,width:Math.max(0,r-2),height:i}),e.overage>0&&X(`rect`,{class:`bar-overage`,x:$+t*r+1,y:86-i-a,width:Math.max(0,r-2),height:a})]},e.day)})]}),X(`figcaption`,{id:`chart-caption`,children:[`Decodes per day, last `,e.length,` days (UTC): `,J(i),` in all, at most `,J(t),` a day.`]}),X(`details`,{children:[X(`summary`,{children:`Show as a table`}),X(`table`,{children:[X(`thead`,{children:X(`tr`,{children:[X(`th`,{scope:`col`,children:`Day`}),X(`th`,{scope:`col`,children:`Decodes`}),X(`th`,{scope:`col`,children:`Overage`})]})}),X(`tbody`,{children:e.map(e=>X(`tr`,{children:[X(`td`,{children:e.day}),X(`td`,{children:J(e.used)}),X(`td`,{children:J(e.overage)})]},e.day))})]})]})]})}function Dt({data:e}){let{me:t,usage:n,usageHistory:r}=e,i=n.dailyQuota>0?Math.min(1,n.usedToday/n.dailyQuota):0;return X(`section`,{id:`usage`,"aria-labelledby":`usage-title`,children:[X(`h2`,{id:`usage-title`,children:`Plan and usage`}),X(`dl`,{class:`facts`,children:[X(`div`,{children:[X(`dt`,{children:`Plan`}),X(`dd`,{"data-testid":`plan`,children:t.plan.name})]}),X(`div`,{children:[X(`dt`,{children:`Used today`}),X(`dd`,{"data-testid":`used-today`,children:[J(n.usedToday),` of `,J(n.dailyQuota)]})]}),X(`div`,{children:[X(`dt`,{children:`Remaining today`}),X(`dd`,{children:J(n.remainingToday)})]}),X(`div`,{children:[X(`dt`,{children:`Overage`}),X(`dd`,{children:n.overageEnabled?`on · ${J(n.overageToday)} today`:t.plan.overageAllowed?`off`:`not in this plan`})]}),X(`div`,{children:[X(`dt`,{children:`Quota resets`}),X(`dd`,{children:q(n.periodEndsAt)})]})]}),X(`meter`,{class:`quota`,min:0,max:1,low:.8,high:.95,optimum:0,value:i,"aria-label":`Share of today's quota used`,children:[Math.round(i*100),` %`]}),X(Et,{days:r})]})}var Ot=[[`quota.threshold`,`Quota thresholds (80 %, 90 %, 100 % of the day)`],[`api_key.revoked`,`An API key was revoked`],[`subscription.updated`,`Plan, overage or account state changed`],[`batch_job.completed`,`A bulk decode job ended (succeeded or failed)`]];function kt({idPrefix:e,selected:t}){return X(`fieldset`,{children:[X(`legend`,{children:`Events`}),Ot.map(([n,r])=>X(`div`,{class:`check`,children:[X(`input`,{type:`checkbox`,id:`${e}-${n}`,name:`events`,value:n,defaultChecked:!t||t.includes(n)}),X(`label`,{for:`${e}-${n}`,children:[r,` `,X(`code`,{children:n})]})]},n))]})}function At({id:e,version:t}){let n=Z(B(()=>U(Ke,{id:e,limit:10}),[e,t]));if(n.error)return X(`p`,{class:`error`,role:`alert`,children:n.error});if(!n.data)return X(`p`,{role:`status`,children:`Loading deliveries…`});let r=n.data.webhookDeliveries;return r.length===0?X(`p`,{children:`No deliveries yet.`}):X(`div`,{class:`scroll`,children:X(`table`,{children:[X(`caption`,{children:`Recent deliveries`}),X(`thead`,{children:X(`tr`,{children:[X(`th`,{scope:`col`,children:`Event`}),X(`th`,{scope:`col`,children:`Status`}),X(`th`,{scope:`col`,children:`Attempts`}),X(`th`,{scope:`col`,children:`Last answer`}),X(`th`,{scope:`col`,children:`Created`})]})}),X(`tbody`,{children:r.map(e=>X(`tr`,{children:[X(`td`,{children:e.eventType}),X(`td`,{children:e.status}),X(`td`,{children:e.attempts}),X(`td`,{children:e.lastResponseCode??e.lastError??`—`}),X(`td`,{children:q(e.createdAt)})]},e.id))})]})})}function jt({hook:e,onChanged:t,onSecret:n}){let[r,i]=R(`view`),[a,o]=R(),[s,c]=R(0);async function l(e){try{o(await e()??void 0)}catch(e){o(Q(e))}}function u(n){n.preventDefault();let r=new FormData(n.currentTarget),a={url:Y(r,`url`),events:r.getAll(`events`).map(String),enabled:r.get(`enabled`)===`on`};l(async()=>(await U(He,{id:e.id,input:a}),i(`view`),await t(),`Saved.`))}return X(`li`,{class:`card`,"aria-label":`Webhook ${e.url}`,children:[X(`p`,{class:`mono wrap`,children:e.url}),X(`p`,{children:[e.enabled?`Enabled`:`Disabled${e.disabledReason?`: ${e.disabledReason}`:``}`,` · `,e.events.join(`, `)]}),r===`edit`?X(`form`,{onSubmit:u,children:[X(`label`,{for:`url-${e.id}`,children:`Endpoint URL`}),X(`input`,{id:`url-${e.id}`,name:`url`,type:`url`,required:!0,defaultValue:e.url}),X(kt,{idPrefix:e.id,selected:e.events}),X(`div`,{class:`check`,children:[X(`input`,{type:`checkbox`,id:`enabled-${e.id}`,name:`enabled`,defaultChecked:e.enabled}),X(`label`,{for:`enabled-${e.id}`,children:`Enabled`})]}),X(`div`,{class:`row`,children:[X(`button`,{type:`submit`,children:`Save`}),X(`button`,{type:`button`,class:`secondary`,onClick:()=>i(`view`),children:`Cancel`})]})]}):X(`div`,{class:`row`,children:[X(`button`,{type:`button`,class:`secondary`,onClick:()=>i(`edit`),children:`Edit`}),X(`button`,{type:`button`,class:`secondary`,onClick:()=>l(async()=>(await U(Ge,{id:e.id}),c(e=>e+1),`A webhook.test event is on its way.`)),disabled:!e.enabled,children:`Send test event`}),X(`button`,{type:`button`,class:`secondary`,onClick:()=>l(async()=>{n((await U(We,{id:e.id})).rotateWebhookSecret.secret)}),children:`Rotate secret`}),X(`button`,{type:`button`,class:`secondary`,onClick:()=>c(e=>e+1),children:`Recent deliveries`}),r===`confirm-delete`?X(S,{children:[X(`button`,{type:`button`,class:`danger`,onClick:()=>l(async()=>{await U(Ue,{id:e.id}),await t()}),children:`Yes, delete this webhook`}),X(`button`,{type:`button`,class:`secondary`,onClick:()=>i(`view`),children:`Cancel`})]}):X(`button`,{type:`button`,class:`danger`,onClick:()=>i(`confirm-delete`),children:`Delete`})]}),a&&X(`p`,{role:`status`,children:a}),s>0&&X(At,{id:e.id,version:s})]})}function Mt({allowed:e}){return e?X(Nt,{}):X(`section`,{id:`webhooks`,"aria-labelledby":`webhooks-title`,children:[X(`h2`,{id:`webhooks-title`,children:`Webhooks`}),X(`p`,{children:`Webhooks are part of the Pro and Business plans.`})]})}function Nt(){let e=Z(B(()=>U(Be),[])),[t,n]=R(),[r,i]=R();async function a(t){t.preventDefault();let r=t.currentTarget,a=new FormData(r);i(void 0);try{let{registerWebhook:t}=await U(Ve,{url:Y(a,`url`),events:a.getAll(`events`).map(String)});n(t.secret),r.reset(),await e.reload()}catch(e){i(Q(e))}}return X(`section`,{id:`webhooks`,"aria-labelledby":`webhooks-title`,children:[X(`h2`,{id:`webhooks-title`,children:`Webhooks`}),X(`form`,{onSubmit:a,children:[X(`label`,{for:`webhook-url`,children:`Endpoint URL (https)`}),X(`input`,{id:`webhook-url`,name:`url`,type:`url`,required:!0,placeholder:`https://example.com/hooks/vin-gateway`}),X(kt,{idPrefix:`new`,selected:void 0}),X(`button`,{type:`submit`,children:`Register webhook`})]}),t&&X(ut,{label:`signing secret`,value:t,onDone:()=>n(void 0)}),(r??e.error)&&X(`p`,{class:`error`,role:`alert`,children:r??e.error}),e.data&&e.data.webhooks.length===0&&X(`p`,{children:`No webhooks yet.`}),X(`ul`,{class:`cards`,children:e.data?.webhooks.map(t=>X(jt,{hook:t,onChanged:e.reload,onSecret:n},t.id))})]})}function Pt({onSignOut:e}){let t=Z(B(()=>U(Ie,{days:30}),[])),n=t.data?.me;return z(()=>{n&&performance.mark(`dashboard-data`)},[n]),X(S,{children:[X(`a`,{class:`skip`,href:`#main`,children:`Skip to content`}),X(`header`,{class:`top`,children:[X(`h1`,{class:`brand`,children:`vin-gateway dashboard`}),X(`nav`,{"aria-label":`Sections`,children:[X(`a`,{href:`#usage`,children:`Usage`}),X(`a`,{href:`#decode`,children:`Decode`}),X(`a`,{href:`#jobs`,children:`Bulk jobs`}),X(`a`,{href:`#keys`,children:`API keys`}),X(`a`,{href:`#webhooks`,children:`Webhooks`})]}),X(`span`,{class:`who`,children:n?`${n.email} · ${n.plan.name}`:``}),X(`button`,{type:`button`,class:`secondary`,onClick:e,children:`Log out`})]}),X(`main`,{id:`main`,children:[t.error&&X(`p`,{class:`error`,role:`alert`,children:t.error}),t.data&&X(Dt,{data:t.data}),X(bt,{onDecoded:t.reload}),X(mt,{}),X(ft,{}),n&&X(Mt,{allowed:n.plan.webhooksAllowed})]})]})}function Ft({onSignedIn:e}){let[t,n]=R(),[r,i]=R(!1);async function a(t){t.preventDefault();let r=new FormData(t.currentTarget);i(!0);try{await ot(Y(r,`email`),Y(r,`password`)),e()}catch(e){n(Q(e)),i(!1)}}return X(`main`,{class:`login`,children:[X(`h1`,{children:`vin-gateway`}),X(`form`,{onSubmit:a,"aria-labelledby":`login-title`,children:[X(`h2`,{id:`login-title`,children:`Log in`}),X(`label`,{for:`email`,children:`E-mail`}),X(`input`,{id:`email`,name:`email`,type:`email`,autocomplete:`username`,required:!0}),X(`label`,{for:`password`,children:`Password`}),X(`input`,{id:`password`,name:`password`,type:`password`,autocomplete:`current-password`,required:!0}),t&&X(`p`,{class:`error`,role:`alert`,children:t}),X(`button`,{type:`submit`,disabled:r,children:r?`Logging in…`:`Log in`})]})]})}function It(){let[e,t]=R(`starting`);return z(()=>{if(!et())return t(`signed-out`);at().then(e=>t(e?`signed-in`:`signed-out`))},[]),z(()=>{e!==`starting`&&(document.documentElement.dataset.ready=e,performance.mark(`dashboard-${e}`))},[e]),e===`starting`?X(`p`,{class:`status`,role:`status`,children:`Loading…`}):e===`signed-out`?X(Ft,{onSignedIn:()=>t(`signed-in`)}):X(Pt,{onSignOut:async()=>{await st(),t(`signed-out`)}})}ue(X(It,{}),document.getElementById(`app`));