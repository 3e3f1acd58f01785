#!/usr/bin/env python3
"""Trims real logs of the older rounds into the fixture rounds next to this file.

Source: the archives in ../shared/data/mlperf-training-history (MLCommons' training_results_v0.6,
v0.7, v1.0 at the commits named in that folder's README), unpacked into one folder:
    python3 make_fixtures.py /path/with/training_results_v0.6-and-v0.7-and-v1.0
System descriptions are copied verbatim. Logs keep only their MLL / MLLOG records with the keys
below, and of the eval_accuracy records the last three (every other line and record is dropped:
the scores depend on none of them); the first record that fails to parse is kept too, so that a
run the official parser fails stays failed. Kept lines are byte for byte as published.
"""
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEEP = {'submission_benchmark', 'submission_division', 'submission_status', 'submission_org',
        'init_start', 'init_stop', 'run_start', 'run_stop', 'eval_accuracy', 'eval_result'}
MLL = re.compile(r'^:::MLL [\d.]+ ([A-Za-z0-9_]+) ?:\s+(.+)$')

# (round folder, files or folders relative to it)
SETS = [
    ('training_results_v0.6', [
        'Google/systems/tpu-v3-2048.json',
        'Google/results/tpu-v3-2048/resnet',       # published 1.28 min
        'Google/systems/tpu-v3-1024.json',
        'Google/results/tpu-v3-1024/resnet',       # result_1 aborted: F = 1
        'NVIDIA/systems/dgx1_ngc19.05_tensorflow.json',
        'NVIDIA/results/dgx1_ngc19.05_tensorflow/minigo',  # no run_stop: no score
        'Fujitsu/systems/abci_2048xV100_mxnet.json',
        'Intel/systems/clx-8260l-2s-x32.json',
        'Intel/results/clx-8260l-2s-x32/minigo/result_0.txt',  # Python dict metadata
    ]),
    ('training_results_v0.7', [
        'DellEMC/systems/C4140.json',             # "number of nodes"
        'SIAT/systems/modelarts_512_tensorflow_close.json',  # "divison"
        'Alibaba/systems/n64_pai_eflops.json',    # a trailing comma: not JSON
        'Alibaba/results/v100-256/result_1.txt',  # a log in no benchmark folder
        'NVIDIA/systems/dgxa100_ngc20.06_pytorch.json',
        'NVIDIA/results/dgxa100_ngc20.06_pytorch/bert',  # target 0.712; published 49.01 min
    ]),
    ('training_results_v1.0', [
        'PCL/systems/CloudBrainII_256_mindspore_close.json',  # division "close"
        'Google/systems/tpu-v4-2048-TF.json',     # accelerator "TPU"
    ]),
]


def key_of(line, dialect):
    if dialect == 'mll':
        i = line.rfind(':::MLL')
        if i < 0:
            return None, False
        m = MLL.match(line[i:].strip())
        if not m:
            return '', True
        try:
            json.loads(m.group(2))
        except ValueError:
            return m.group(1), True
        return m.group(1), False
    i = line.rfind(':::MLLOG ')
    if i < 0:
        return None, False
    try:
        return json.loads(line[i + 9:].strip()).get('key'), False
    except ValueError:
        return '', True


def trim(src, dst, dialect):
    kept = []  # (key, line)
    failure_kept = False
    with open(src, encoding='latin-1', newline='') as f:
        for line in f:
            key, failed = key_of(line, dialect)
            if key is None:
                continue
            if failed and not failure_kept:
                kept.append(('', line))
                failure_kept = True
            elif not failed and key in KEEP:
                kept.append((key, line))
    evals = [i for i, (key, _) in enumerate(kept) if key == 'eval_accuracy']
    dropped = set(evals[:-3])
    kept = [line for i, (_, line) in enumerate(kept) if i not in dropped]
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    with open(dst, 'w', encoding='latin-1', newline='') as f:
        f.writelines(kept)


def copy(src, dst, dialect):
    if os.path.isdir(src):
        for name in sorted(os.listdir(src)):
            copy(os.path.join(src, name), os.path.join(dst, name), dialect)
    elif os.path.basename(src).startswith('result_'):
        trim(src, dst, dialect)
    else:
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copyfile(src, dst)


def main(source):
    for round_folder, paths in SETS:
        dialect = 'mll' if round_folder.endswith('v0.6') else 'mllog'
        for rel in paths:
            copy(os.path.join(source, round_folder, rel), os.path.join(HERE, round_folder, rel),
                 dialect)


if __name__ == '__main__':
    main(sys.argv[1])
