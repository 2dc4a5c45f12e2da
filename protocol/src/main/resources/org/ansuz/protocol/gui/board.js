'use strict';
// The analysis board page: draws what the server sends, turns clicks into moves, streams the engine's lines.
// All rules live in the engine; this page only narrows the server's list of legal moves by the cells clicked.
const $ = (id) => document.getElementById(id);
let state = null;
let clicked = [];
let lines = [];
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

function show(s) {
  const newPosition = !state || state.fen !== s.fen;
  state = s;
  if (newPosition) { clicked = []; lines = []; renderLines(); }
  $('variant').value = s.variant;
  if (document.activeElement !== $('fen')) $('fen').value = s.fen;
  $('engine').value = s.engine;
  $('lines').value = String(s.lines);
  if (document.activeElement !== $('movetime')) $('movetime').value = s.moveTime / 1000;
  $('analyse').textContent = s.analysing ? 'Analysing…' : 'Analyse';
  const who = s.side === 0 ? s.p1 : s.side === 1 ? s.p2 : 'chance';
  let status;
  if (s.result !== 'none') {
    const winner = s.result === 'p1win' ? s.p1 + ' wins' : s.result === 'p2win' ? s.p2 + ' wins' : 'Draw';
    status = winner + ' (' + s.reason + ')';
  } else {
    status = who + ' to move' + (s.thinking ? ' — the engine is thinking' : '');
  }
  $('status').textContent = status;
  $('board').innerHTML = s.svg;
  const wrap = $('board-wrap');
  wrap.style.width = s.width + 'px';
  wrap.style.height = s.height + 'px';
  renderMoves();
  renderHits();
  renderGraph();
}

function startsWith(path, prefix) {
  if (prefix.length > path.length) return false;
  for (let i = 0; i < prefix.length; i++) if (path[i] !== prefix[i]) return false;
  return true;
}

function candidates(sel) {
  return state.legal.filter((m) => startsWith(m.path, sel));
}

function renderHits() {
  const hits = $('hits');
  hits.innerHTML = '';
  const cands = candidates(clicked);
  const next = new Set(cands.filter((m) => m.path.length > clicked.length).map((m) => m.path[clicked.length]));
  const r = state.radius;
  state.cells.forEach((cell, i) => {
    const d = document.createElement('div');
    d.className = 'hit';
    d.dataset.cell = cell.name;
    d.style.left = (cell.x - r) + 'px';
    d.style.top = (cell.y - r) + 'px';
    d.style.width = d.style.height = (2 * r) + 'px';
    if (clicked.includes(i)) d.classList.add('selected');
    else if (next.has(i)) d.classList.add(clicked.length === 0 ? 'from' : 'target');
    d.title = cell.name;
    d.addEventListener('click', () => cellClicked(i));
    hits.appendChild(d);
  });
  const choices = $('choices');
  choices.innerHTML = '';
  if (clicked.length > 0 && cands.length > 1 && cands.length <= 16) {
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
  const complete = cands.filter((m) => m.path.length === sel.length);
  if (complete.length === 1 && cands.length === 1) {
    playMove(complete[0].text);
    return;
  }
  renderHits();
}

function playMove(text) {
  clicked = [];
  $('choices').innerHTML = '';      // the offer is answered: no stale buttons while the move is sent
  act('/api/move', { move: text });
}

function renderMoves() {
  // One row per pair of plies, numbered as game records number them.
  const ol = $('moves');
  ol.innerHTML = '';
  for (let i = 0; i < state.moves.length; i += 2) {
    const li = document.createElement('li');
    li.textContent = state.moves.slice(i, i + 2).join('  ');
    if (i + 2 >= state.moves.length) li.className = 'last';
    ol.appendChild(li);
  }
  ol.scrollTop = ol.scrollHeight;
}

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

function renderGraph() {
  const g = $('graph');
  const pts = [];
  const n = Math.max(state.scores.length - 1, 1);
  state.scores.forEach((s, i) => {
    if (s === null) return;
    const v = Math.max(-1000, Math.min(1000, s));
    pts.push((i * 300 / n).toFixed(1) + ',' + (50 - v * 0.048).toFixed(1));
  });
  g.innerHTML = '<line x1="0" y1="50" x2="300" y2="50" stroke="#bbb" stroke-width="0.5"/>' +
    (pts.length > 0 ? '<polyline fill="none" stroke="#3b6fb6" stroke-width="1.5" points="' + pts.join(' ') + '"/>' : '');
}

function listen() {
  const es = new EventSource('/api/events');
  es.addEventListener('state', () => refresh());
  es.addEventListener('info', (e) => {
    const info = JSON.parse(e.data);
    lines[info.multipv - 1] = info;
    lines.length = Math.min(lines.length, state ? state.lines : 1);
    renderLines();
    $('stats').textContent = 'depth ' + info.depth + ', ' + info.nodes + ' nodes, ' + info.nps + ' nodes/s, ' + info.time + ' ms';
    if (info.multipv === 1 && info.score !== undefined && state) {
      state.scores[state.scores.length - 1] = info.score;
      renderGraph();
    }
  });
}

async function init() {
  const variants = JSON.parse(await call('/api/variants'));
  const sel = $('variant');
  variants.forEach((v) => {
    const o = document.createElement('option');
    o.value = v.name;
    o.textContent = v.name + ' (' + v.family + ')';
    sel.appendChild(o);
  });
  $('new').addEventListener('click', () => act('/api/new', { variant: $('variant').value }));
  $('variant').addEventListener('change', () => act('/api/new', { variant: $('variant').value }));
  $('setup').addEventListener('click', () => act('/api/new', { variant: $('variant').value, fen: $('fen').value }));
  $('undo').addEventListener('click', () => act('/api/undo', {}));
  $('play-text').addEventListener('click', () => playMove($('move-text').value));
  $('move-text').addEventListener('keydown', (e) => { if (e.key === 'Enter') playMove($('move-text').value); });
  const settings = () => act('/api/settings', {
    engine: $('engine').value, movetime: Math.round(parseFloat($('movetime').value) * 1000), lines: $('lines').value });
  $('engine').addEventListener('change', settings);
  $('movetime').addEventListener('change', settings);
  $('lines').addEventListener('change', settings);
  $('engine-move').addEventListener('click', () => act('/api/settings', {
    engine: state.side === 0 ? 'p1' : 'p2', movetime: Math.round(parseFloat($('movetime').value) * 1000) }));
  $('analyse').addEventListener('click', () => act('/api/analyse', { on: 'true' }));
  $('stop').addEventListener('click', () => act('/api/stop', {}));
  $('export').addEventListener('click', async () => {
    $('record').value = (await call('/api/record')) + '\n' + state.fen;
  });
  listen();
  await refresh();
}

init();
