// mathhammer serve's page: a form whose state is the URL's query string (a link asks the same question),
// sent to the server, which answers with the command line's own JSON, picture and tables. Plain script,
// no build step; docs/serve.md describes the parameters.
'use strict';

/** Options listed together under their own heading, in this order. */
const UNIT_OPTIONS = ['loadout', 'defender-loadout', 'leader', 'defender-leader', 'weapons', 'profile', 'pistols'];
const UNIT_GROUP = 'Loadouts (and unit sizes), leaders, weapons';
/** Options the page sets elsewhere (the rules and phase selects). */
const SETUP_OPTIONS = ['rules', 'phase'];
/** Suggestions for some options' boxes. */
const SUGGESTIONS = { loadout: 'loadout-names', 'defender-loadout': 'defender-loadout-names', leader: 'unit-names', 'defender-leader': 'unit-names', effect: 'effect-names' };
/** The question the page opens with: the README's quick start. */
const FIRST_QUESTION = 'cmd=calc&a=strike-team&d=meq&half-range=1';

const form = document.getElementById('question');
let catalog = { profiles: [], effects: [], data: null, problems: [], options: [] };
let command = 'calc';

function element(tag, attributes = {}, text) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

// Boxes for a parameter that takes several values: one box each, and always one empty box at the end.
function addBox(many, value) {
  const input = element('input', { type: 'text', 'data-param': many.dataset.param });
  if (many.dataset.list) input.setAttribute('list', many.dataset.list);
  if (many.dataset.placeholder) input.placeholder = many.dataset.placeholder;
  input.value = value;
  input.addEventListener('input', () => {
    const boxes = many.querySelectorAll('input');
    if (boxes[boxes.length - 1].value !== '') addBox(many, '');
  });
  many.append(input);
  return input;
}

function setMany(many, values) {
  many.replaceChildren();
  for (const value of values) addBox(many, value);
  addBox(many, '');
}

function optionField(option) {
  const id = `f-${option.name}`;
  const list = SUGGESTIONS[option.name];
  if (option.value === null) {
    const label = element('label', { class: 'check', title: option.description });
    label.append(element('input', { type: 'checkbox', 'data-param': option.name, id }), ` ${option.name}`);
    return label;
  }
  const field = element('div', { class: 'field', title: option.description });
  if (option.repeatable) {
    field.append(element('span', { class: 'label' }, `${option.name} ${option.value}`));
    const many = element('div', { class: 'many', 'data-param': option.name, ...(list ? { 'data-list': list } : {}) });
    setMany(many, []);
    field.append(many);
  } else {
    field.append(element('label', { for: id }, `${option.name} ${option.value}`));
    field.append(element('input', { type: 'text', id, 'data-param': option.name, ...(list ? { list } : {}) }));
  }
  field.append(element('small', {}, option.description));
  return field;
}

/** The scenario options, in groups as --help lists them: conditions (flags) first, open. */
function buildOptions(options) {
  const groups = new Map([['Conditions', []], [UNIT_GROUP, []], ['Modifiers', []]]);
  for (const option of options) {
    if (SETUP_OPTIONS.includes(option.name)) continue;
    const group = UNIT_OPTIONS.includes(option.name) ? UNIT_GROUP : option.group === null ? (option.value === null ? 'Conditions' : 'Modifiers') : option.group.replace(/:$/, '');
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group).push(option);
  }
  groups.get(UNIT_GROUP).sort((a, b) => UNIT_OPTIONS.indexOf(a.name) - UNIT_OPTIONS.indexOf(b.name));
  const holder = document.getElementById('options');
  for (const [name, list] of groups) {
    const details = element('details', name === 'Conditions' ? { open: '' } : {});
    details.append(element('summary', {}, name));
    const body = element('div', { class: list.every((o) => o.value === null) ? 'checks' : 'fields' });
    for (const option of list) body.append(optionField(option));
    details.append(body);
    holder.append(details);
  }
}

/** A group holding a value the question sets is shown open. */
function openSetGroups() {
  for (const details of document.querySelectorAll('#options details')) {
    if ([...details.querySelectorAll('input')].some((i) => (i.type === 'checkbox' ? i.checked : i.value !== ''))) details.open = true;
  }
}

function fillList(id, entries) {
  document.getElementById(id).replaceChildren(...entries.map(([value, label]) => element('option', { value, ...(label ? { label } : {}) })));
}

function unitEntries() {
  const faction = document.getElementById('faction').value;
  const bundled = catalog.profiles.map((p) => [p.name, `${p.unit}${p.description ? ` \u2014 ${p.description}` : ''}`]);
  const data = catalog.data === null ? [] : catalog.data.units.filter((u) => faction === '' || u.faction === faction).map((u) => [u.name, u.faction]);
  return [...bundled, ...data];
}

/** Each unit's loadouts (a datasheet's unit sizes among them), asked of the server once per name. */
const loadouts = new Map();
async function loadoutEntries(unit) {
  if (unit === '') return [];
  if (!loadouts.has(unit)) {
    loadouts.set(unit, fetch(`/api/unit?name=${encodeURIComponent(unit)}`).then((r) => (r.ok ? r.json() : { loadouts: [] })).catch(() => ({ loadouts: [] })));
  }
  return (await loadouts.get(unit)).loadouts.map((l) => [l.name, l.description]);
}

async function refreshSuggestions() {
  fillList('unit-names', unitEntries());
  const attacker = document.getElementById('f-a').value.trim();
  const defender = document.getElementById('f-d').value.trim();
  const own = await loadoutEntries(attacker);
  fillList('loadout-names', own);
  fillList('compare-loadout-names', [['all', 'a column per loadout'], ['default', 'the unit as it comes'], ...own]);
  fillList('defender-loadout-names', await loadoutEntries(defender));
}

function visible(node) {
  return node.closest('[hidden]') === null;
}

function showCommand(name) {
  command = name;
  for (const button of document.querySelectorAll('nav button')) button.setAttribute('aria-pressed', String(button.dataset.cmd === name));
  for (const node of form.querySelectorAll('[data-show]')) node.hidden = !node.dataset.show.split(' ').includes(name);
}

/** The form as a query string: the command, then each parameter that is set, in the form's order. */
function readForm() {
  const query = new URLSearchParams({ cmd: command });
  for (const input of form.querySelectorAll('[data-param]')) {
    if (input.classList.contains('many') || !visible(input)) continue;
    const name = input.dataset.param;
    if (input.type === 'checkbox') {
      if (input.checked) query.append(name, '1');
    } else if (input.value.trim() !== '') {
      query.append(name, input.value.trim());
    }
  }
  return query;
}

function writeForm(query) {
  showCommand(query.get('cmd') ?? 'calc');
  for (const many of form.querySelectorAll('.many')) if (visible(many)) setMany(many, query.getAll(many.dataset.param));
  for (const input of form.querySelectorAll('[data-param]')) {
    if (input.classList.contains('many') || input.closest('.many') !== null || !visible(input)) continue;
    const value = query.get(input.dataset.param);
    if (input.type === 'checkbox') input.checked = value !== null && !['0', 'false', 'off', 'no'].includes(value);
    else input.value = value ?? '';
  }
  openSetGroups();
  refreshSuggestions();
}

function show(id, lines) {
  const box = document.getElementById(id);
  box.hidden = lines.length === 0;
  box.querySelector('pre').textContent = lines.join('\n');
}

function percent(p) {
  return `${(100 * p).toFixed(1)}%`;
}

/** The headline numbers, each with its exact value from the JSON (data-value) beside the rounded one. */
function summaryRows(cmd, json) {
  if (cmd === 'calc') {
    return [
      ['models-slain', 'Expected models destroyed', json.modelsSlain.mean, json.modelsSlain.mean.toFixed(2)],
      ['damage', 'Expected wounds lost', json.damage.mean, json.damage.mean.toFixed(2)],
      ['p-wipe', 'P(unit destroyed)', json.pWipe, percent(json.pWipe)],
      ['p-below-half', 'P(below half strength)', json.pBelowHalf, percent(json.pBelowHalf)],
    ];
  }
  if (cmd === 'needed') return [['answer', json.by === 'models' ? 'Models needed' : 'Copies needed', json.answer, json.answer === null ? `not within ${json.curve.length}` : String(json.answer)]];
  return [];
}

function showAnswer(body) {
  document.getElementById('command-line').hidden = body.display === undefined;
  document.querySelector('#command-line code').textContent = body.display ?? '';
  show('errors', body.errors ?? []);
  show('messages', body.messages ?? []);
  const summary = document.getElementById('summary');
  const rows = body.json === undefined ? [] : summaryRows(body.command, body.json);
  summary.replaceChildren();
  for (const [id, label, value, shown] of rows) {
    const pair = element('div');
    pair.append(element('dt', {}, label), element('dd', { id: `summary-${id}`, 'data-value': String(value) }, shown));
    summary.append(pair);
  }
  summary.hidden = rows.length === 0;
  // The server's own HTML: the CLI's picture (SVG) and its report's tables; the page's security policy
  // runs no script that such text could hold.
  document.getElementById('figure').innerHTML = body.figure ?? '';
  document.getElementById('report').innerHTML = body.report ?? '';
}

let asked = 0;
async function ask(query) {
  const mine = ++asked;
  const status = document.getElementById('status');
  status.textContent = 'Working it out\u2026';
  document.getElementById('answer').setAttribute('aria-busy', 'true');
  let body;
  try {
    const response = await fetch('/api/run', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ question: query.toString() }) });
    body = await response.json();
  } catch (error) {
    body = { errors: [`mathhammer serve: no answer from the server (${error.message}); is mathhammer serve still running?`] };
  }
  if (mine !== asked) return;
  showAnswer(body);
  status.textContent = body.errors === undefined ? '' : 'The question has a mistake:';
  document.getElementById('answer').setAttribute('aria-busy', 'false');
  document.body.dataset.answered = String(mine);
}

function submit(event) {
  event.preventDefault();
  const query = readForm();
  const url = `${location.pathname}?${query}`;
  if (url !== `${location.pathname}${location.search}`) history.pushState(null, '', url);
  // On a phone the answer is below the form: show it.
  if (window.matchMedia('(max-width: 899px)').matches) document.getElementById('answer').scrollIntoView({ block: 'start' });
  ask(query);
}

function fromLocation() {
  const query = new URLSearchParams(location.search === '' ? FIRST_QUESTION : location.search);
  writeForm(query);
  ask(query);
}

async function start() {
  try {
    const response = await fetch('/api/catalog');
    catalog = await response.json();
  } catch (error) {
    show('errors', [`mathhammer serve: the lists of units could not be read (${error.message})`]);
  }
  buildOptions(catalog.options);
  fillList('effect-names', catalog.effects.map((e) => [e.name, `${e.faction}, ${e.side}`]));
  if (catalog.data !== null) {
    document.getElementById('faction-field').hidden = false;
    document.getElementById('faction').append(...catalog.data.factions.map((f) => element('option', { value: f }, f)));
  }
  show('messages', catalog.problems);
  document.getElementById('faction').addEventListener('change', refreshSuggestions);
  for (const id of ['f-a', 'f-d']) document.getElementById(id).addEventListener('change', refreshSuggestions);
  for (const button of document.querySelectorAll('nav button')) {
    button.addEventListener('click', () => {
      const query = readForm();
      query.set('cmd', button.dataset.cmd);
      writeForm(query);
    });
  }
  document.getElementById('copy-link').addEventListener('click', async () => {
    const link = `${location.origin}${location.pathname}?${readForm()}`;
    try {
      await navigator.clipboard.writeText(link);
      document.getElementById('status').textContent = 'Link copied.';
    } catch {
      document.getElementById('status').textContent = link;
    }
  });
  form.addEventListener('submit', submit);
  window.addEventListener('popstate', fromLocation);
  fromLocation();
}

start();
