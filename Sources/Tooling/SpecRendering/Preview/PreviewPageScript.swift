/// The fixed parts of the HTML preview (`PreviewHTML`): its style sheet, its body and its one
/// script. The script reads the page data (`#headerspec-data`, or an editor's
/// `{type: "data", data}` message), builds one SVG group per subview and, for the sample shown,
/// copies that sample's numbers into attributes: no geometry is computed here.
///
/// State: `#progress=P` (and `&environment=N`, 0-based) in the URL fragment (`#play=fling`
/// plays the drag-and-fling gesture, as the play button does), or an editor's
/// `{type: "progress", progress: P}` message, shows the sample nearest to P and says so
/// when P lies between samples. Each subview is `g.subview[data-id]` with its frame (the
/// bounding box, as `preview --format json` prints it) in `data-x`, `data-y`, `data-width`
/// and `data-height`; `#stage` carries `data-progress`, `data-height` and `data-environment`.
enum PreviewPageScript {
  static let style = """
    body { font: 13px -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 16px;
      color: #1c1c1e; background: #ffffff; }
    header, #controls { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
    h1 { font-size: 16px; margin: 0; }
    #slider { width: 320px; }
    #stage { display: block; margin-top: 8px; }
    .bar { fill: #f2f2f7; stroke: #1c1c1e; stroke-width: 1px; }
    #status { min-height: 1.2em; color: #3a3a3c; margin: 8px 0 0; }

    """

  static let body = """
    <header>
    <h1 id="title"></h1>
    <label>HeaderEnvironment <select id="environment"></select></label>
    <span id="omitted"></span>
    </header>
    <div id="controls">
    <button id="play" type="button">Play drag and fling</button>
    <input id="slider" type="range" min="0" max="200" step="1" value="0" aria-label="progress">
    <span>progress <output id="progress">0</output> · height <output id="height">0</output> pt</span>
    </div>
    <p id="status"></p>
    <svg id="stage" xmlns="http://www.w3.org/2000/svg" width="0" height="0"></svg>
    """

  static let script = #"""
    (function () {
      'use strict';
      var NS = 'http://www.w3.org/2000/svg';
      var MARGIN = 16;
      var data = JSON.parse(document.getElementById('headerspec-data').textContent);
      var state = { environment: 0, index: 0, asked: null, timer: null };
      var stage = document.getElementById('stage');
      var slider = document.getElementById('slider');
      var select = document.getElementById('environment');
      var play = document.getElementById('play');
      var progressOut = document.getElementById('progress');
      var heightOut = document.getElementById('height');
      var status = document.getElementById('status');
      var nodes = [];
      var bar = null;
      var clip = null;
      var layer = null;

      function make(name, attributes, parent) {
        var node = document.createElementNS(NS, name);
        Object.keys(attributes).forEach(function (key) {
          node.setAttribute(key, String(attributes[key]));
        });
        if (parent) { parent.appendChild(node); }
        return node;
      }

      function clear(node) {
        while (node.firstChild) { node.removeChild(node.firstChild); }
      }

      // Numbers as the page prints them (the data already has three decimals at most).
      function format(value) {
        return String(Math.round(value * 1000) / 1000);
      }

      function environment() {
        return data.environments[state.environment];
      }

      function lastIndex() {
        return environment().samples.length - 1;
      }

      function nearest(progress) {
        return Math.min(lastIndex(), Math.max(0, Math.round(progress * lastIndex())));
      }

      function drawText(look, parent) {
        var text = make('text', {
          x: look.align === 'middle' ? '50%' : 0, y: '50%', 'dominant-baseline': 'central',
          'text-anchor': look.align, 'font-size': look.fontSize, fill: look.textColor
        }, parent);
        if (look.textColorOpacity !== undefined) {
          text.setAttribute('fill-opacity', look.textColorOpacity);
        }
        if (look.fontWeight) { text.setAttribute('font-weight', look.fontWeight); }
        if (look.outline) {
          text.setAttribute('stroke', look.outline);
          text.setAttribute('stroke-width', 2);
          text.setAttribute('paint-order', 'stroke');
        }
        text.textContent = look.text;
      }

      function buildSubview(look) {
        var group = make('g', { 'class': 'subview', 'data-id': look.id, 'data-kind': look.kind },
          layer);
        make('title', {}, group).textContent = look.id;
        var box = make('svg', { overflow: 'hidden' }, group);
        var rect = make('rect', {
          'class': 'frame', width: '100%', height: '100%', fill: look.fill || 'none',
          stroke: look.color, 'stroke-width': 1, 'vector-effect': 'non-scaling-stroke'
        }, box);
        if (look.fillOpacity !== undefined) { rect.setAttribute('fill-opacity', look.fillOpacity); }
        if (look.text) { drawText(look, box); }
        if (look.caption) {
          make('text', { x: 3, y: 11, 'font-size': 10, fill: look.color }, box).textContent = look.id;
        }
        var node = { group: group, box: box, rect: rect, extra: null, parts: [] };
        if (look.kind === 'titleMenu') {
          node.extra = make('g', { 'class': 'items', 'data-items-of': look.id }, layer);
          (look.items || []).forEach(function (item) {
            var part = make('svg', { overflow: 'visible' }, node.extra);
            make('text', { x: 0, y: '80%', 'font-size': 17, fill: '#1c1c1e' }, part).textContent = item;
            make('line', { x1: 0, y1: '100%', x2: '100%', y2: '100%', stroke: '#1c1c1e',
              'stroke-width': 2 }, part);
            node.parts.push(part);
          });
        } else if (look.kind === 'searchBar') {
          node.extra = make('svg', { 'class': 'field', 'data-field-of': look.id, overflow: 'hidden' },
            layer);
          make('rect', { width: '100%', height: '100%', rx: look.fieldRadius, fill: '#e5e5ea' },
            node.extra);
          if (look.placeholder) {
            make('text', { x: 8, y: '50%', 'dominant-baseline': 'central',
              'font-size': look.placeholderSize,
              fill: '#8e8e93' }, node.extra).textContent = look.placeholder;
          }
        }
        return node;
      }

      function build() {
        stop();
        document.getElementById('title').textContent = data.name;
        clear(select);
        data.environments.forEach(function (item, index) {
          var option = document.createElement('option');
          option.value = String(index);
          option.textContent = item.label;
          select.appendChild(option);
        });
        if (state.environment >= data.environments.length) { state.environment = 0; }
        select.value = String(state.environment);
        if (state.timer === null) { play.textContent = playLabel(); }
        document.getElementById('omitted').textContent = data.omitted > 0
          ? data.omitted + ' more supported environments not on this page (preview --device)' : '';
        var env = environment();
        clear(stage);
        var width = env.width + 2 * MARGIN;
        var height = env.tallest + 2 * MARGIN;
        stage.setAttribute('width', width);
        stage.setAttribute('height', height);
        stage.setAttribute('viewBox', '0 0 ' + width + ' ' + height);
        stage.setAttribute('data-environment', state.environment);
        var root = make('g', { id: 'bar-origin', transform: 'translate(' + MARGIN + ' ' + MARGIN + ')' },
          stage);
        bar = make('rect', { id: 'bar', 'class': 'bar', width: env.width, height: 0 }, root);
        clip = make('rect', { width: env.width, height: 0 }, make('clipPath', { id: 'bar-clip' }, root));
        layer = make('g', { id: 'subviews' }, root);
        if (env.clips) { layer.setAttribute('clip-path', 'url(#bar-clip)'); }
        nodes = env.looks.map(buildSubview);
        slider.setAttribute('max', String(lastIndex()));
        show(Math.min(state.index, lastIndex()));
      }

      function place(node, row) {
        var group = node.group;
        group.setAttribute('data-x', row[0]);
        group.setAttribute('data-y', row[1]);
        group.setAttribute('data-width', row[2]);
        group.setAttribute('data-height', row[3]);
        group.setAttribute('transform', 'matrix(' + row.slice(6, 12).join(' ') + ')');
        group.setAttribute('opacity', row[12]);
        var visible = row[12] > 0 && row[13] === 0;
        group.setAttribute('visibility', visible ? 'visible' : 'hidden');
        group.setAttribute('data-visible', String(visible));
        node.box.setAttribute('width', Math.max(row[4], 0));
        node.box.setAttribute('height', Math.max(row[5], 0));
        node.rect.setAttribute('rx', Math.max(row[15], 0));
        var extra = row[16];
        if (node.extra && extra) {
          node.extra.setAttribute('visibility', visible ? 'visible' : 'hidden');
          if (node.parts.length > 0) {
            node.parts.forEach(function (part, index) {
              var item = extra[index];
              if (!item) { return; }
              ['x', 'y', 'width', 'height'].forEach(function (key, k) {
                part.setAttribute(key, item[k]);
              });
              part.firstChild.setAttribute('font-size', item[4]);
              part.firstChild.setAttribute('font-weight', item[5] ? 'bold' : 'normal');
              part.lastChild.setAttribute('visibility', item[6] ? 'visible' : 'hidden');
            });
          } else {
            ['x', 'y', 'width', 'height'].forEach(function (key, k) {
              node.extra.setAttribute(key, Math.max(extra[k], 0));
            });
          }
        }
      }

      function show(index) {
        var env = environment();
        state.index = Math.min(lastIndex(), Math.max(0, index));
        var sample = env.samples[state.index];
        var progress = state.index / lastIndex();
        bar.setAttribute('height', sample[0]);
        clip.setAttribute('height', sample[0]);
        var order = [];
        nodes.forEach(function (node, i) {
          place(node, sample[i + 1]);
          order.push([sample[i + 1][14], i]);
        });
        order.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
        order.forEach(function (entry) {
          var node = nodes[entry[1]];
          layer.appendChild(node.group);
          if (node.extra) { layer.appendChild(node.extra); }
        });
        slider.value = String(state.index);
        progressOut.textContent = format(progress);
        heightOut.textContent = format(sample[0]);
        stage.setAttribute('data-progress', format(progress));
        stage.setAttribute('data-height', sample[0]);
        if (state.timer === null) {
          status.textContent = state.asked !== null && state.asked !== progress
            ? 'progress ' + format(state.asked) + ' lies between samples: showing the nearest, '
              + format(progress)
            : 'showing progress ' + format(progress);
        }
      }

      function fromFragment() {
        var hash = window.location.hash;
        var env = /(?:^#|&)environment=(\d+)/.exec(hash);
        if (env && Number(env[1]) < data.environments.length
            && Number(env[1]) !== state.environment) {
          state.environment = Number(env[1]);
          build();
        }
        if (/(?:^#|&)play=fling(?:&|$)/.test(hash)) {
          stop();
          replay();
          return true;
        }
        var match = /(?:^#|&)progress=([^&]*)/.exec(hash);
        if (!match) { return false; }
        var text = null;
        try { text = decodeURIComponent(match[1]); } catch (error) { text = null; }
        if (text === null) {
          // A malformed escape (%E0%A4%A): the spec at progress 0, not an exception.
          stop();
          state.asked = 0;
          show(nearest(0));
          return true;
        }
        var asked = Number(text);
        if (match[1] === '' || !isFinite(asked)) {
          status.textContent = 'progress ' + match[1] + ' in the address is not a number';
          return true;
        }
        stop();
        state.asked = asked;
        show(nearest(asked));
        return true;
      }

      function remember() {
        try {
          window.history.replaceState(null, '', '#progress=' + format(state.index / lastIndex())
            + (state.environment > 0 ? '&environment=' + state.environment : ''));
        } catch (error) {
          // A webview may not allow history changes; the page works without them.
        }
      }

      function stop() {
        if (state.timer !== null) {
          window.clearTimeout(state.timer);
          state.timer = null;
        }
        play.textContent = playLabel();
      }

      // The play button's words: the environment's own (an events file's replay), else the
      // built-in gesture's.
      function playLabel() {
        var env = data.environments[state.environment];
        return (env && env.play) || 'Play drag and fling';
      }

      function replay() {
        if (state.timer !== null) { stop(); return; }
        var records = environment().gesture;
        var next = 0;
        play.textContent = 'Stop';
        function step() {
          if (next >= records.length) { stop(); show(state.index); return; }
          var record = records[next];
          next += 1;
          state.asked = null;
          state.timer = window.setTimeout(step, 40);
          show(nearest(record[0]));
          status.textContent = 'gesture ' + next + '/' + records.length + ': ' + record[2]
            + ', progress ' + format(record[0]) + ', height ' + format(record[1]) + ' pt'
            + (record[3] === null ? '' : ', snapping to ' + format(record[3]));
        }
        step();
      }

      slider.addEventListener('input', function () {
        stop();
        state.asked = null;
        show(Number(slider.value));
        remember();
      });
      select.addEventListener('change', function () {
        state.environment = Number(select.value);
        build();
        remember();
      });
      play.addEventListener('click', replay);
      window.addEventListener('hashchange', fromFragment);
      // An editor posts {type: 'data', data} on each edit and {type: 'progress', progress}
      // when the cursor enters a keyframe.
      window.addEventListener('message', function (event) {
        var message = event.data;
        if (!message || typeof message !== 'object') { return; }
        if (message.type === 'data' && message.data && message.data.environments
            && message.data.environments.length > 0) {
          data = message.data;
          build();
        } else if (message.type === 'progress' && typeof message.progress === 'number') {
          stop();
          state.asked = message.progress;
          show(nearest(message.progress));
        }
      });

      build();
      if (!fromFragment()) { show(0); }
    }());

    """#
}
