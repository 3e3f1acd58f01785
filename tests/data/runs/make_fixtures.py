#!/usr/bin/env python3
"""Derives the run-level test fixtures from four trimmed REAL logs (committed next to this file).

Bases (trimmed: only the records that matter kept, middle of the log cut):
  bert_base.txt      v4.1 ASUSTeK/ESC_N8_E11/bert/result_1.txt (run 313,948 ms = 5.2324666... min)
  sd41_base.txt      v4.1 ASUSTeK/ESC_N8_E11/stable_diffusion/result_1.txt (samples_count groups)
  sd31_base.txt      v3.1 Dell/XE9680x8H100-SXM-80GB/stable_diffusion/result_0.txt (step_num groups)
  maskrcnn_base.txt  v3.1 ASUSTeK/ESC-N8-E11/maskrcnn/result_0.txt (object values)
Every variant below is one small, named edit of a base; the tests state what each must yield.
Run from this folder: python3 make_fixtures.py
"""
import json
import os
import re
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
RUN_START = 1728188444906  # bert_base.txt run_start / init_stop time_ms
RUN_STOP = 1728188758854   # bert_base.txt run_stop time_ms


def read(name):
    with open(os.path.join(HERE, name), encoding='latin-1') as f:
        return f.read()


def write(rel, text, newline='\n'):
    path = os.path.join(HERE, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w', encoding='latin-1', newline=newline) as f:
        f.write(text)


def replace_once(text, old, new):
    assert text.count(old) >= 1, old
    return text.replace(old, new, 1)


def lines_with(text, needle):
    return [l for l in text.splitlines() if needle in l]


def drop_lines(text, needle):
    return '\n'.join(l for l in text.splitlines() if needle not in l) + '\n'


bert = read('bert_base.txt')
stop_line = lines_with(bert, '"key": "run_stop"')[0]
best_eval = lines_with(bert, '"value": 0.7201372981071472')[0]  # the only value >= 0.720


def with_duration(text, ms, status='success'):
    """bert_base with run_stop moved to run_start + ms (and its status)."""
    line = lines_with(text, '"key": "run_stop"')[0]
    new = line.replace(str(RUN_STOP), str(RUN_START + ms)).replace('"success"', '"%s"' % status)
    return text.replace(line, new)


def aborted(text):
    """The target-reaching eval removed and run_stop status aborted (like v4.1 eos_n8 bert/4)."""
    return with_duration(drop_lines(text, '"value": 0.7201372981071472'), 300000, 'aborted')


def init_minutes(text, minutes):
    """Earliest init_start moved so that init_start -> init_stop takes `minutes`."""
    first = lines_with(text, '"key": "init_start"')[0]
    t = RUN_START - int(minutes * 60000)
    return replace_once(text, first, first.replace('1728188415063', str(t)))


single = {
    'bert_valid.txt': bert,
    # v4.1 Lambda llama2_70b_lora result_..._1.txt line 779: text spliced into a record.
    'bert_invalid_json.txt': replace_once(
        bert, lines_with(bert, '"key": "seed"')[0],
        ' 0: :::MLLOG {"namespace": "", "time_ms": 1728188416133, "event_type": "POINT_IN_TIME", '
        '"key": "seed", "value": nullLambdaorkspace/bert/run_pretraining.py", "lineno": 1279}}'),
    'bert_no_run_stop.txt': drop_lines(bert, '"key": "run_stop"'),
    'bert_aborted.txt': aborted(bert),
    # run_stop says success but no eval_accuracy reaches 0.720: rule 3 decides, not the status.
    'bert_never_reached.txt': drop_lines(bert, '"value": 0.7201372981071472'),
    'bert_init_29min.txt': init_minutes(bert, 29),
    'bert_init_30min.txt': init_minutes(bert, 30),
    'bert_init_239min.txt': init_minutes(bert, 239),
    'bert_init_240min.txt': init_minutes(bert, 240),
    'bert_no_run_start.txt': drop_lines(bert, '"key": "run_start"'),
}

# Prefixes before the token: rank prefixes and progress output joined by '\r'; a line with
# two tokens where only the last record is complete.
pre = bert.splitlines()
pre[0] = '0: ' + pre[0]
pre[1] = ' 12: ' + pre[1]
pre[2] = 'Iteration:  45%|#####     | 1650/3680 [01:02<01:17, 26.3it/s]\r' + pre[2]
i = pre.index(stop_line)
pre[i] = 'junk :::MLLOG {"key": "run_st :::MLLOG ' + stop_line[len(':::MLLOG '):]
single['bert_prefixes.txt'] = '\n'.join(pre) + '\n'

# Latin-1 bytes inside a record and in an ordinary line (0xE9 = e acute, 0xFF).
lat = bert.splitlines()
lat.insert(1, 'Epoch r\xe9sum\xe9 \xff\xfe not utf-8')
lat.insert(2, ':::MLLOG {"namespace": "", "time_ms": 1728188415063, "event_type": "POINT_IN_TIME", '
              '"key": "submission_platform", "value": "Serveur caf\xe9", "metadata": {}}')
single['bert_latin1.txt'] = '\n'.join(lat) + '\n'

# time_ms written as floats: 1.728188444906e12 and 1728188758854.0 (same instants).
flt = replace_once(bert, '"time_ms": %d, "event_type": "INTERVAL_START", "key": "run_start"' % RUN_START,
                   '"time_ms": 1.728188444906e12, "event_type": "INTERVAL_START", "key": "run_start"')
flt = flt.replace(stop_line, stop_line.replace(str(RUN_STOP), '%d.0' % RUN_STOP))
single['bert_float_times.txt'] = flt
# time_ms as a numeric string (Python's float() accepts it, so does the official summarizer).
single['bert_string_times.txt'] = bert.replace(stop_line, stop_line.replace(
    '"time_ms": %d' % RUN_STOP, '"time_ms": "%d"' % RUN_STOP))

# Literals Python's json.loads accepts (the official checker parses with it) but strict JSON
# does not: NaN, -Infinity, an integer beyond 64 bits. Still a valid run.
py = bert.splitlines()
py.insert(3, ':::MLLOG {"namespace": "", "time_ms": 1728188415063, "event_type": "POINT_IN_TIME", '
             '"key": "train_loss", "value": NaN, "metadata": {"bound": -Infinity, '
             '"seed": 123456789012345678901234567890, "note": "NaN stays text"}}')
single['bert_python_literals.txt'] = '\n'.join(py) + '\n'

# Every eval_accuracy written as Python's Infinity / -Infinity / NaN. json.loads turns them into
# floats that the official checker compares with the target like any other: inf >= 0.908 (unet3d)
# holds but inf < 1.0 (bert) does not; -inf < 1.0 (open division) holds; NaN never meets a target.
def all_evals(text, literal):
    return re.sub(r'("key": "eval_accuracy", "value": )[-0-9.e]+', r'\g<1>' + literal, text)


single['bert_eval_infinity.txt'] = all_evals(single['bert_never_reached.txt'], 'Infinity')
single['bert_eval_minus_infinity.txt'] = all_evals(single['bert_never_reached.txt'], '-Infinity')
single['bert_eval_nan.txt'] = all_evals(single['bert_never_reached.txt'], 'NaN')

sd41 = read('sd41_base.txt')
single['sd41_valid.txt'] = sd41
# CLIP of the last evaluation moved to another samples_count: FID ok at 2048000 and CLIP ok
# at 2560000 are different evaluations, so the target is not reached.
clip_last = lines_with(sd41, '"samples_count": 2048000, "metric": "CLIP"')[0]
single['sd41_split_groups.txt'] = sd41.replace(
    clip_last, clip_last.replace('2048000', '2560000'))

sd31 = read('sd31_base.txt')
single['sd31_valid.txt'] = sd31
# FID of steps 5000 and 6000 moved to steps 7000/8000 (which have no CLIP record).
sd31_split = sd31
for step, new in (('5000', '7000'), ('6000', '8000')):
    for l in lines_with(sd31_split, '"step_num": %s, "metric": "FID"' % step):
        sd31_split = sd31_split.replace(l, l.replace('"step_num": %s' % step, '"step_num": %s' % new))
single['sd31_split_groups.txt'] = sd31_split

mask = read('maskrcnn_base.txt')
single['maskrcnn_valid.txt'] = mask
single['maskrcnn_segm_short.txt'] = mask.replace('"SEGM": 0.34224410931226207', '"SEGM": 0.3380')
single['maskrcnn_bbox_short.txt'] = drop_lines(mask, '"BBOX": 0.378432728657686')

# ---- hostile values (issue 12): each must make the run invalid with its line, never a number --
start_line = lines_with(bert, '"key": "run_start"')[0]
def time_of(text, line, value):
    """`line` of `text` with its time_ms written as `value` (JSON text)."""
    return text.replace(line, re.sub(r'"time_ms": [0-9]+', '"time_ms": ' + value, line, count=1))
single['bert_run_stop_time_nan_string.txt'] = time_of(bert, stop_line, '"NaN"')
single['bert_run_stop_time_text.txt'] = time_of(bert, stop_line, '"abc"')
single['bert_run_start_time_minus_huge.txt'] = time_of(bert, start_line, '-1e308')
init_line = lines_with(bert, '"key": "init_start"')[0]
single['bert_init_start_time_nan.txt'] = time_of(bert, init_line, 'NaN')
# run_start and run_stop times swapped: a negative duration.
single['bert_swapped_start_stop.txt'] = time_of(time_of(bert, start_line, str(RUN_STOP)),
                                                stop_line, str(RUN_START))
# Clock readings each, but no training run takes that long (at most 30 days): a run_start of
# 0 ms, a run_stop just below the 1e14 ms cap; exactly 30 days is still a run.
DAY_MS = 24 * 60 * 60 * 1000
single['bert_run_start_time_zero.txt'] = time_of(bert, start_line, '0')
single['bert_run_stop_near_cap.txt'] = time_of(bert, stop_line, '99999999999999')
single['bert_run_30_days.txt'] = with_duration(bert, 30 * DAY_MS)
single['bert_run_30_days_1ms.txt'] = with_duration(bert, 30 * DAY_MS + 1)

for name, text in single.items():
    write(os.path.join('single', name), text)
write('single/bert_crlf.txt', bert, newline='\r\n')

# ---- result-set folders --------------------------------------------------------------------
SETS = os.path.join(HERE, 'sets')
shutil.rmtree(SETS, ignore_errors=True)
# Ten durations (ms) for a complete bert set; the tests compute the olympic mean by hand.
DURATIONS = [300000, 310000, 290000, 320000, 305000, 295000, 315000, 285000, 325000, 300000]


# Set fixtures use a slim bert_base (only the records scoring reads) to keep the tree small.
SLIM_KEYS = ('init_start', 'init_stop', 'run_start', 'eval_accuracy', 'run_stop',
             'submission_benchmark')
slim = '\n'.join(l for l in bert.splitlines()
                 if any('"key": "%s"' % k in l for k in SLIM_KEYS)) + '\n'


def bert_set(folder, durations, first=1, invalid=(), scaling=None, zero_start=()):
    for k, ms in enumerate(durations):
        text = aborted(slim) if k in invalid else with_duration(slim, ms)
        if k in zero_start:
            line = lines_with(text, '"key": "run_start"')[0]
            text = time_of(text, line, '0')
        write(os.path.join('sets', folder, 'result_%d.txt' % (k + first)), text)
    if scaling is not None:
        write(os.path.join('sets', folder, 'scaling.json'), json.dumps({'scaling_factor': scaling}))


bert_set('complete/bert', DURATIONS)                  # result_1 .. result_10 (natural order)
bert_set('scaled/bert', DURATIONS, scaling=1.0188034188034187)
bert_set('one_invalid/bert', DURATIONS, invalid={7})  # the 285000 ms run aborted
bert_set('two_invalid/bert', DURATIONS, invalid={7, 8})
bert_set('incomplete/bert', DURATIONS[:7])
# Two runs whose run_start is 0 ms (once a score of 3,531,225 min with status ok).
bert_set('zero_start/bert', DURATIONS, zero_start={2, 5})
write('sets/only_scaling/bert/scaling.json', json.dumps({'scaling_factor': 1.0511463844797178}))
write('sets/broken_scaling/bert/scaling.json', '{"scaling_factor": ')
bert_set('broken_scaling/bert', DURATIONS)
# scaling.json is always >= 1 (mlperf-data.md): anything else makes the set unscorable.
bert_set('scaling_below_one/bert', DURATIONS, scaling=0.5)
write('sets/scaling_not_finite/bert/scaling.json', '{"scaling_factor": "inf"}')
bert_set('scaling_not_finite/bert', DURATIONS)
write('sets/broken_scaling_incomplete/bert/scaling.json', '{"scaling_factor": ')
bert_set('broken_scaling_incomplete/bert', DURATIONS[:7])
bert_set('unknown/newbench', DURATIONS[:3])
os.makedirs(os.path.join(SETS, 'empty/bert'), exist_ok=True)
write('sets/empty/bert/README.txt', 'not a run\n')

# Power: ten runs, each with two node logs and one switch log in the Dell v4.1 format.
POWER_HEAD = ':::MLLOG {"namespace": "", "time_ms": %d, "event_type": "%s", "key": "%s", "value": %s, "metadata": {%s}}'


def node_log(t0, readings, eff=0.96, zero_window=False, host='node_0'):
    rows = [POWER_HEAD % (t0, 'INTERVAL_START', 'power_measurement_start', 'null', ''),
            POWER_HEAD % (t0, 'POINT_IN_TIME', 'conversion_eff', eff, '"measurement_type": "AC"')]
    t = t0
    if zero_window:
        rows.append(POWER_HEAD % (t0, 'INTERVAL_END', 'power_measurement_stop', 'null', ''))
    for w in readings:
        t += 1000
        rows.append(POWER_HEAD % (t, 'POINT_IN_TIME', 'power_reading', w, '"host": "%s"' % host))
    if not zero_window:
        rows.append(POWER_HEAD % (t, 'INTERVAL_END', 'power_measurement_stop', 'null', ''))
    return '\n'.join(rows) + '\n'


def switch_log(t0, watts):
    rows = [POWER_HEAD % (t0, 'POINT_IN_TIME', 'conversion_eff', 1.0, ''),
            POWER_HEAD % (t0, 'POINT_IN_TIME', 'interconnect_power_est', watts, '"host": "sw_0"')]
    return '\n'.join(rows) + '\n'


def power_set(folder, zero_window_run=None):
    bert_set(folder, DURATIONS)
    for k in range(10):
        run = 'result_%d' % (k + 1)
        base = os.path.join('sets', folder, 'power', run)
        write(os.path.join(base, 'node_0.txt'), node_log(RUN_START, [700.0, 710.0, 690.0],
                                                           zero_window=(k == zero_window_run)))
        # Each node log names its own node, as real multi-node logs do (v4.1 Dell: node_0-7).
        write(os.path.join(base, 'node_1.txt'), node_log(RUN_START, [500.0, 500.0],
                                                           host='node_1'))
        write(os.path.join(base, 'sw_0.txt'), switch_log(RUN_START, 100.0))


# Power readings that cannot be measurements, one per run (issue 12): each run gets no energy.
BAD_READINGS = ['1e308', 'Infinity', '"inf"', '-1e308', '-1.2e28']


def hostile_power_set(folder):
    power_set(folder)
    for k, bad in enumerate(BAD_READINGS):
        path = os.path.join('sets', folder, 'power', 'result_%d' % (k + 1), 'node_0.txt')
        rows = node_log(RUN_START, [700.0, 710.0, 690.0]).splitlines()
        rows[3] = rows[3].replace('"value": 710.0', '"value": ' + bad)
        write(path, '\n'.join(rows) + '\n')


power_set('power/bert')
power_set('power_zero_window/bert', zero_window_run=2)
hostile_power_set('power_not_measurements/bert')
# A factor that passes ">= 1" but overflows the score to inf (issue 12).
bert_set('scaling_huge/bert', DURATIONS, scaling=1e308)
