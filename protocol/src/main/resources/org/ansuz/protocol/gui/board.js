'use strict';
// The analysis board page: draws what the server sends, turns clicks into moves, streams the engine's lines.
// All rules live in the engine; this page only narrows the server's list of legal moves by the cells clicked.
const $ = (id) => document.getElementById(id);
const SVG_NS = 'http://www.w3.org/2000/svg';
let state = null;
let stateAt = 0;           // when the state arrived (the running clock counts down from there)
let clicked = [];
let lines = [];
let arrow = null;          // [from, to] cells of the analysis' best move, for the position it was found in
let flipped = false;
let piece = null;          // the palette's chosen piece while a side places its pieces
// The server's token for requests that change the board, given inside the page (no other site can read it).
const TOKEN = document.querySelector('meta[name="ansuz-token"]').content;

async function call(path, params) {
  const opts = params === undefined ? {} : { method: 'POST', body: new URLSearchParams(params || {}),
    headers: { 'X-Ansuz-Token': TOKEN } };
  const res = await fetch(path, opts);
  const text = await res.text();
  if (!res.ok) {
    let msg = text;
    try { msg = JSON.parse(text).error; } catch (e) { /* plain text */ }
    throw new Error(msg);
  }
  return text;
}

async function act(path, params) {
  $('error').textContent = '';
  try {
    const text = await call(path, params);
    show(JSON.parse(text));
  } catch (e) {
    $('error').textContent = e.message;
  }
}

async function refresh() {
  show(JSON.parse(await call('/api/state')));
}

function sideName(s, side) {
  return side === 0 ? s.p1 : side === 1 ? s.p2 : 'chance';
}

function show(s) {
  if (state && s.version < state.version) return;   // an answer overtaken by a newer one
  const newGame = !state || state.game !== s.game;
  const newPosition = newGame || state.fen !== s.fen;
  state = s;
  stateAt = performance.now();
  if (newPosition) {
    // what the engine said was about another position (or game): it goes
    clicked = []; lines = []; arrow = null; piece = null;
    renderLines();
    $('stats').textContent = '';
  }
  $('variant').value = s.variant;
  if (document.activeElement !== $('fen')) $('fen').value = s.fen;
  $('engine').value = s.engine;
  $('lines').value = String(s.lines);
  if (document.activeElement !== $('movetime')) $('movetime').value = s.moveTime / 1000;
  $('analyse').textContent = s.analysing ? 'Analysing…' : 'Analyse';
  let status;
  if (s.result !== 'none') {
    const winner = s.result === 'p1win' ? s.p1 + ' wins' : s.result === 'p2win' ? s.p2 + ' wins' : 'Draw';
    status = winner + ' (' + s.reason + ')';
  } else if (s.side === 2) {
    status = 'Chance event: roll or choose its outcome';
  } else {
    status = sideName(s, s.side) + ' to move' + (s.thinking ? ' — the engine is thinking' : '')
      + (s.settingUp ? ' — the engine sets up' : '');
  }
  if (s.cursor < s.moves.length) status += ' · move ' + s.cursor + ' of ' + s.moves.length;
  $('status').textContent = status;
  $('board').innerHTML = s.svg;
  layoutBoard();
  renderMoves();
  renderTurnTools();
  renderHits();
  renderArrow();
  renderGraph();
  renderClocks();
}

// ---- the board: size, flip, click targets, arrow ----

function layoutBoard() {
  if (!state) return;
  const w = state.width, h = state.height;
  const box = $('board-box');
  const room = Math.min(window.innerWidth - 24, Math.max(window.innerHeight - 200, 320) * w / h);
  const k = Math.min(1, room / w);
  box.style.width = (w * k) + 'px';
  box.style.height = (h * k) + 'px';
  $('left').style.width = Math.max(w * k, 300) + 'px';
  const wrap = $('board-wrap');
  wrap.style.width = w + 'px';
  wrap.style.height = h + 'px';
  wrap.style.transform = 'scale(' + k + ')' + (flipped ? ' translate(' + w + 'px,' + h + 'px) rotate(180deg)' : '');
  wrap.classList.toggle('flipped', flipped);
  const arrowSvg = $('arrow');
  arrowSvg.setAttribute('width', w);
  arrowSvg.setAttribute('height', h);
  arrowSvg.setAttribute('viewBox', '0 0 ' + w + ' ' + h);
  if (flipped) {
    // the board turns round; its coordinates and letters stay readable, each turned back where it stands
    $('board').querySelectorAll('text').forEach((t) => {
      const b = t.getBBox();
      const own = t.getAttribute('transform');
      t.setAttribute('transform', (own ? own + ' ' : '') + 'rotate(180 ' + (b.x + b.width / 2) + ' ' + (b.y + b.height / 2) + ')');
    });
  }
}

function startsWith(path, prefix) {
  if (prefix.length > path.length) return false;
  for (let i = 0; i < prefix.length; i++) if (path[i] !== prefix[i]) return false;
  return true;
}

function candidates(sel) {
  return state.legal.filter((m) => m.path.length > 0 && startsWith(m.path, sel)
    && (piece === null || m.text.startsWith(piece + '@')));
}

function renderHits() {
  const hits = $('hits');
  hits.innerHTML = '';
  const cands = candidates(clicked);
  const next = new Set(cands.filter((m) => m.path.length > clicked.length).map((m) => m.path[clicked.length]));
  const r = state.radius;
  state.cells.forEach((cell, i) => {
    if (cell.created && !next.has(i)) return;  // a place a tile may go: a target only while one is chosen
    const d = document.createElement('div');
    d.className = 'hit' + (cell.created ? ' created' : '');
    d.dataset.cell = cell.name;
    d.style.left = (cell.x - r) + 'px';
    d.style.top = (cell.y - r) + 'px';
    d.style.width = d.style.height = (2 * r) + 'px';
    if (clicked.includes(i)) d.classList.add('selected');
    else if (next.has(i)) d.classList.add(clicked.length === 0 && piece === null ? 'from' : 'target');
    d.title = cell.name;
    d.addEventListener('click', () => cellClicked(i));
    hits.appendChild(d);
  });
  const choices = $('choices');
  choices.innerHTML = '';
  if (clicked.length > 0 && cands.length > 1 && cands.length <= 40) {
    cands.forEach((m) => {
      const b = document.createElement('button');
      b.textContent = m.text;
      b.addEventListener('click', () => playMove(m.text));
      choices.appendChild(b);
    });
  }
}

function cellClicked(i) {
  if (!state || state.result !== 'none') return;
  let sel = clicked.concat([i]);
  let cands = candidates(sel);
  if (cands.length === 0) {
    sel = [i];                      // start again from this cell
    cands = candidates(sel);
    if (cands.length === 0) sel = [];
  }
  clicked = sel;
  if (cands.length === 1 && (sel.length >= 2 || cands[0].path.length === 1)) {
    playMove(cands[0].text);
    return;
  }
  renderHits();
}

function playMove(text) {
  clicked = [];
  $('choices').innerHTML = '';      // the offer is answered: no stale buttons while the move is sent
  act('/api/move', { move: text });
}

function renderArrow() {
  const svg = $('arrow');
  svg.innerHTML = '';
  if (!arrow || !state || arrow.fen !== state.fen) return;
  const a = state.cells[arrow.cells[0]], b = state.cells[arrow.cells[1]];
  if (!a || !b) return;
  const r = state.radius;
  if (arrow.cells[0] === arrow.cells[1]) {
    const c = document.createElementNS(SVG_NS, 'circle');
    c.setAttribute('cx', a.x); c.setAttribute('cy', a.y); c.setAttribute('r', r * 0.8);
    c.setAttribute('class', 'best');
    svg.appendChild(c);
    return;
  }
  // stop the shaft short of the target's centre so the head sits on the cell
  const dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy);
  const ex = b.x - dx / len * r * 0.35, ey = b.y - dy / len * r * 0.35;
  svg.innerHTML = '<defs><marker id="head" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto">'
    + '<path d="M0,0 L10,5 L0,10 z" fill="rgba(20,110,60,.85)"/></marker></defs>';
  const line = document.createElementNS(SVG_NS, 'line');
  line.setAttribute('x1', a.x); line.setAttribute('y1', a.y);
  line.setAttribute('x2', ex); line.setAttribute('y2', ey);
  line.setAttribute('class', 'best');
  line.setAttribute('stroke-width', Math.max(4, r * 0.28));
  line.setAttribute('marker-end', 'url(#head)');
  svg.appendChild(line);
}

// ---- turns that are not a piece move: chance, passes, placing pieces ----

function renderTurnTools() {
  const s = state;
  const live = s.result === 'none';
  const chance = live && s.side === 2;
  $('roll').hidden = !chance;
  const outcome = $('outcome');
  outcome.hidden = !chance;
  outcome.innerHTML = '';
  if (chance) {
    outcome.appendChild(new Option('or choose…', ''));
    s.legal.forEach((m) => outcome.appendChild(new Option(m.text, m.text)));
  }
  const passes = $('passes');
  passes.innerHTML = '';
  if (live) {
    s.legal.filter((m) => m.path.length === 0).forEach((m, k) => {
      const b = document.createElement('button');
      b.textContent = 'Skip (' + m.text + ')';
      b.title = 'Play ' + m.text + ': the move that changes no cell';
      if (k === 0) b.id = 'skip';
      b.addEventListener('click', () => playMove(m.text));
      passes.appendChild(b);
    });
  }
  const placing = live && s.placing;
  $('palette-row').hidden = !placing;
  const palette = $('palette');
  palette.innerHTML = '';
  if (placing) {
    const now = new Set(s.legal.map((m) => m.text.substring(0, m.text.indexOf('@'))));
    if (piece !== null && !now.has(piece)) piece = null;
    s.hand.forEach((h) => {
      const b = document.createElement('button');
      b.className = 'piece' + (h.piece === piece ? ' chosen' : '');
      b.dataset.piece = h.piece;
      b.textContent = h.piece + ' ×' + h.left;
      b.disabled = !now.has(h.piece);
      b.title = h.left + ' ' + h.piece + ' still to place' + (b.disabled ? ' (not yet: the rules set the order)' : '');
      b.addEventListener('click', () => { piece = piece === h.piece ? null : h.piece; clicked = []; renderTurnTools(); renderHits(); });
      palette.appendChild(b);
    });
  }
}

// ---- the move list and navigation ----

function renderMoves() {
  // Numbered by turns as the game has them: a side's run of moves (Cyvasse's setup drops, Magyar's stone
  // and tile move) shares one number, and a chance outcome is nobody's move.
  const box = $('moves');
  box.innerHTML = '';
  let number = 1, prev = null, turn = null;
  const startTurn = (label) => {
    turn = document.createElement('div');
    turn.className = 'turn';
    const n = document.createElement('span');
    n.className = 'num';
    n.textContent = label;
    if (label === '') n.hidden = true;
    turn.appendChild(n);
    turn.appendChild(document.createTextNode(' '));
    box.appendChild(turn);
  };
  state.moves.forEach((m, i) => {
    const mover = state.movers[i];
    if (mover === 0 && prev !== 0) {
      if (prev !== null) number++;
      startTurn(number + '.');
    } else if (mover === 1 && prev === null) {
      startTurn(number + '...');
    } else if (turn === null) {
      startTurn('');
    }
    if (mover !== 2) prev = mover;
    const span = document.createElement('span');
    span.className = 'move' + (mover === 2 ? ' chance' : '') + (i + 1 === state.cursor ? ' current' : '');
    span.dataset.ply = i + 1;
    span.textContent = mover === 2 ? '(' + m + ')' : m;
    span.title = sideName(state, mover) + ': ' + m;
    span.addEventListener('click', () => goTo(i + 1));
    turn.appendChild(span);
    turn.appendChild(document.createTextNode(' '));
  });
  const current = box.querySelector('.current');
  if (current) current.scrollIntoView({ block: 'nearest' });
  else box.scrollTop = 0;
  $('first').disabled = $('back').disabled = state.cursor === 0;
  $('forward').disabled = $('last').disabled = state.cursor === state.moves.length;
}

function goTo(ply) {
  if (!state || ply < 0 || ply > state.moves.length || ply === state.cursor) return;
  act('/api/goto', { ply: ply });
}

function keyPressed(e) {
  const t = e.target;
  if (!state || t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT') return;
  const to = { Home: 0, ArrowLeft: state.cursor - 1, ArrowRight: state.cursor + 1, End: state.moves.length }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  goTo(to);
}

// ---- clocks ----

function clockText(ms) {
  const t = Math.max(0, ms);
  const m = Math.floor(t / 60000), s = Math.floor(t / 1000) % 60, tenth = Math.floor(t / 100) % 10;
  return m + ':' + String(s).padStart(2, '0') + (t < 10000 ? '.' + tenth : '');
}

function renderClocks() {
  if (!state) return;
  const c = state.clock;
  $('clocks').hidden = !c.on;
  if (!c.on) return;
  [0, 1].forEach((side) => {
    const el = $('clock-p' + (side + 1));
    let left = c.left[side];
    if (c.running === side) left -= performance.now() - stateAt;
    el.textContent = sideName(state, side) + ' ' + clockText(left);
    el.classList.toggle('running', c.running === side);
    el.classList.toggle('flagged', c.flagged === side);
  });
}

// ---- analysis and the evaluation graph ----

function scoreText(info) {
  if (info.mate !== undefined) return (info.mate > 0 ? '+' : '-') + 'M' + Math.abs(info.mate);
  const v = info.score / 100;
  return (v > 0 ? '+' : '') + v.toFixed(2);
}

function renderLines() {
  const body = $('pv').querySelector('tbody');
  body.innerHTML = '';
  lines.forEach((info) => {
    if (!info) return;
    const tr = document.createElement('tr');
    tr.className = 'pv-line';
    [info.multipv, info.depth, scoreText(info), info.pv].forEach((v, k) => {
      const td = document.createElement('td');
      td.textContent = v;
      if (k === 3) td.className = 'line';
      tr.appendChild(td);
    });
    body.appendChild(tr);
  });
}

function plural(unit) {
  return unit === 'man' ? 'men' : unit.endsWith('s') ? unit : unit + 's';
}

/** The graph's half height in centi-units: a round number of the game's units that holds every score. */
function graphRange(scores) {
  const most = Math.max(100, ...scores.filter((v) => v !== null).map((v) => Math.abs(v)));
  for (const r of [100, 200, 300, 500, 1000, 2000, 5000]) if (most <= r) return r;
  return 10000;
}

const GRAPH = { left: 46, right: 8, top: 8, bottom: 18, height: 130 };

function renderGraph() {
  const g = $('graph');
  const width = Math.max(g.clientWidth, 200);
  const h = GRAPH.height;
  g.setAttribute('viewBox', '0 0 ' + width + ' ' + h);
  g.setAttribute('height', h);
  const plotW = width - GRAPH.left - GRAPH.right, plotH = h - GRAPH.top - GRAPH.bottom;
  const range = graphRange(state.scores);
  const n = Math.max(state.moves.length, 1);
  const x = (i) => GRAPH.left + i * plotW / n;
  const y = (v) => GRAPH.top + plotH / 2 - Math.max(-range, Math.min(range, v)) / range * plotH / 2;
  const units = range / 100;
  let out = '';
  [[range, '+' + units], [0, '0'], [-range, '−' + units]].forEach(([v, label]) => {
    out += '<line class="grid" x1="' + GRAPH.left + '" x2="' + (width - GRAPH.right) + '" y1="' + y(v) + '" y2="' + y(v) + '"/>'
      + '<text class="axis" x="' + (GRAPH.left - 4) + '" y="' + (y(v) + 4) + '" text-anchor="end">' + label + '</text>';
  });
  out += '<text class="axis" x="' + GRAPH.left + '" y="' + (h - 4) + '">' + plural(state.unit) + ', ' + state.p1 + '\u2019s view</text>'
    + '<text class="axis" x="' + (width - GRAPH.right) + '" y="' + (h - 4) + '" text-anchor="end">move ' + state.moves.length + '</text>';
  out += '<line class="cursor" x1="' + x(state.cursor) + '" x2="' + x(state.cursor) + '" y1="' + GRAPH.top + '" y2="' + (GRAPH.top + plotH) + '"/>';
  const pts = [];
  state.scores.forEach((s, i) => { if (s !== null) pts.push(x(i).toFixed(1) + ',' + y(s).toFixed(1)); });
  if (pts.length > 0) out += '<polyline class="eval" points="' + pts.join(' ') + '"/>';
  g.innerHTML = out;
}

function graphClicked(e) {
  if (!state) return;
  const g = $('graph');
  const box = g.getBoundingClientRect();
  const plotW = box.width - GRAPH.left - GRAPH.right;
  const n = Math.max(state.moves.length, 1);
  const ply = Math.round((e.clientX - box.left - GRAPH.left) / plotW * n);
  goTo(Math.max(0, Math.min(state.moves.length, ply)));
}

function listen() {
  const es = new EventSource('/api/events');
  es.addEventListener('state', () => refresh());
  es.addEventListener('info', (e) => {
    const info = JSON.parse(e.data);
    if (!state || info.fen !== state.fen) return;   // a line about a position no longer shown
    lines[info.multipv - 1] = info;
    lines.length = Math.min(lines.length, state.lines);
    renderLines();
    $('stats').textContent = 'depth ' + info.depth + ', ' + info.nodes + ' nodes, ' + info.nps + ' nodes/s, ' + info.time + ' ms';
    if (info.multipv === 1) {
      if (info.arrow) { arrow = { fen: info.fen, cells: info.arrow }; renderArrow(); }
      if (info.score !== undefined) { state.scores[state.cursor] = info.score; renderGraph(); }
    }
  });
}

function seconds(id) {
  return Math.round(parseFloat($(id).value) * 1000);
}

async function init() {
  const variants = JSON.parse(await call('/api/variants'));
  const sel = $('variant');
  variants.forEach((v) => sel.appendChild(new Option(v.name + ' (' + v.family + ')', v.name)));
  $('new').addEventListener('click', () => act('/api/new', { variant: $('variant').value }));
  $('variant').addEventListener('change', () => act('/api/new', { variant: $('variant').value }));
  $('setup').addEventListener('click', () => act('/api/new', { variant: $('variant').value, fen: $('fen').value }));
  $('undo').addEventListener('click', () => act('/api/undo', {}));
  $('play-text').addEventListener('click', () => playMove($('move-text').value));
  $('move-text').addEventListener('keydown', (e) => { if (e.key === 'Enter') playMove($('move-text').value); });
  const settings = () => act('/api/settings', { engine: $('engine').value, movetime: seconds('movetime'), lines: $('lines').value });
  $('engine').addEventListener('change', settings);
  $('movetime').addEventListener('change', settings);
  $('lines').addEventListener('change', settings);
  $('engine-move').addEventListener('click', () => act('/api/movenow', {}));
  $('clock-start').addEventListener('click', () => act('/api/settings', {
    clockbase: Math.round(parseFloat($('clock-base').value) * 60000), clockinc: seconds('clock-inc') }));
  $('clock-off').addEventListener('click', () => act('/api/settings', { clockbase: 0, clockinc: 0 }));
  $('analyse').addEventListener('click', () => act('/api/analyse', { on: 'true' }));
  $('stop').addEventListener('click', () => act('/api/stop', {}));
  $('first').addEventListener('click', () => goTo(0));
  $('back').addEventListener('click', () => goTo(state.cursor - 1));
  $('forward').addEventListener('click', () => goTo(state.cursor + 1));
  $('last').addEventListener('click', () => goTo(state.moves.length));
  $('flip').addEventListener('click', () => { flipped = !flipped; show(state); });
  $('roll').addEventListener('click', () => act('/api/roll', {}));
  $('outcome').addEventListener('change', () => { if ($('outcome').value) playMove($('outcome').value); });
  $('setup-for-me').addEventListener('click', () => act('/api/setupforme', {}));
  $('graph').addEventListener('click', graphClicked);
  $('export').addEventListener('click', async () => {
    try { $('record').value = await call('/api/record'); } catch (e) { $('error').textContent = e.message; }
  });
  $('import').addEventListener('click', () => act('/api/import', { text: $('record').value }));
  document.addEventListener('keydown', keyPressed);
  window.addEventListener('resize', () => { if (state) show(state); });
  setInterval(renderClocks, 100);
  listen();
  await refresh();
}

init();
