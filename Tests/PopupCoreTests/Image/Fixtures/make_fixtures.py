#!/usr/bin/env python3
"""Writes the image-decoder test fixtures next to this script.

    python3 make_fixtures.py        (needs Pillow; the tests themselves do not)

good/NAME.png|pgm|ppm  decodable images, each with good/NAME.rgba: b"W H\\n" + raw RGBA8 rows.
bad/*                  files the decoder must reject (the Swift tests name the expected error).
inflate/*.zlib|*.deflate and inflate/manifest.txt
                       streams compressed by Python's zlib; the manifest names the deterministic
                       generator, length and seed the Swift test re-creates the original with.

Most PNGs are written by the small encoder below so that every colour type, bit depth,
filter type, interlacing and DEFLATE variant is covered (Pillow cannot write 2/4-bit gray,
16-bit colour, or interlaced files). Expected pixels follow the PNG spec and are checked
against Pillow's convert('RGBA') wherever Pillow's reading is exact (not for 16-bit,
which Pillow clips rather than keeping the high byte). A few files are saved by Pillow
itself so a real-world encoder is represented too.
"""

import os
import random
import shutil
import struct
import zlib

from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
GOOD = os.path.join(HERE, "good")
BAD = os.path.join(HERE, "bad")
INFLATE = os.path.join(HERE, "inflate")

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


# ---------------------------------------------------------------- PNG writing

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def ihdr(width, height, depth, color_type, interlace=0, compression=0, filter_method=0):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color_type, compression, filter_method, interlace))


def pack_row(pixels, depth):
    samples = [s for px in pixels for s in px]
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out = bytearray()
    acc = 0
    bits = 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc = 0
            bits = 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_row(kind, row, prev, bpp):
    out = bytearray([kind])
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prev[i]
        c = prev[i - bpp] if i >= bpp else 0
        pred = (0, a, b, (a + b) // 2, paeth(a, b, c))[kind]
        out.append((x - pred) & 0xFF)
    return bytes(out)


def scanlines(rows, width, height, color_type, depth, interlace, filters):
    """Filtered scanlines; `filters(n)` gives the filter type of the n-th scanline written."""
    bpp = max(1, CHANNELS[color_type] * depth // 8)
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    raw = bytearray()
    n = 0
    for x0, y0, dx, dy in passes:
        pw = (width - x0 + dx - 1) // dx if width > x0 else 0
        ph = (height - y0 + dy - 1) // dy if height > y0 else 0
        if pw == 0 or ph == 0:
            continue
        prev = None
        for y in range(ph):
            packed = pack_row([rows[y0 + y * dy][x0 + x * dx] for x in range(pw)], depth)
            if prev is None:
                prev = bytes(len(packed))
            raw += filter_row(filters(n), packed, prev, bpp)
            prev = packed
            n += 1
    return bytes(raw)


def compress(data, mode="default"):
    if mode == "default":
        return zlib.compress(data, 6)
    if mode.startswith("level"):
        return zlib.compress(data, int(mode[5:]))
    if mode == "stored":
        return zlib.compress(data, 0)
    strategies = {"fixed": zlib.Z_FIXED, "huffman": zlib.Z_HUFFMAN_ONLY, "rle": zlib.Z_RLE, "filtered": zlib.Z_FILTERED}
    if mode in strategies:
        c = zlib.compressobj(9, zlib.DEFLATED, 15, 9, strategies[mode])
        return c.compress(data) + c.flush()
    if mode == "window9":
        c = zlib.compressobj(9, zlib.DEFLATED, 9)
        return c.compress(data) + c.flush()
    if mode == "flushes":
        # Sync and full flushes emit empty stored blocks and restart the block structure.
        c = zlib.compressobj(6)
        out = b""
        step = max(1, len(data) // 5)
        for i in range(0, len(data), step):
            out += c.compress(data[i:i + step])
            out += c.flush(zlib.Z_SYNC_FLUSH if (i // step) % 2 == 0 else zlib.Z_FULL_FLUSH)
        return out + c.flush()
    if mode == "mixed":
        # Stored, fixed and dynamic blocks in one stream: sync-flushed raw pieces from
        # different compressors, closed by an empty final stored block.
        out = b""
        step = max(1, len(data) // 6)
        for k, i in enumerate(range(0, len(data), step)):
            level, strategy = ((0, zlib.Z_DEFAULT_STRATEGY), (9, zlib.Z_FIXED), (9, zlib.Z_DEFAULT_STRATEGY))[k % 3]
            c = zlib.compressobj(level, zlib.DEFLATED, -15, 8, strategy)
            out += c.compress(data[i:i + step]) + c.flush(zlib.Z_SYNC_FLUSH)
        out += b"\x01\x00\x00\xff\xff"
        return b"\x78\x9c" + out + struct.pack(">I", zlib.adler32(data) & 0xFFFFFFFF)
    raise ValueError(mode)


def png_bytes(rows, color_type, depth, interlace=0, palette=None, trns=None, filters=lambda n: n % 5,
              mode="default", idat_size=None, before=(), after=()):
    height = len(rows)
    width = len(rows[0])
    data = compress(scanlines(rows, width, height, color_type, depth, interlace, filters), mode)
    out = SIGNATURE + ihdr(width, height, depth, color_type, interlace)
    for extra in before:
        out += extra
    if palette is not None:
        out += chunk(b"PLTE", b"".join(bytes(rgb) for rgb in palette))
    if trns is not None:
        out += chunk(b"tRNS", trns)
    size = idat_size or len(data) or 1
    for i in range(0, max(1, len(data)), size):
        out += chunk(b"IDAT", data[i:i + size])
    for extra in after:
        out += extra
    return out + chunk(b"IEND", b"")


# ---------------------------------------------------------------- expected pixels

def scale(v, depth):
    if depth == 16:
        return v >> 8
    if depth == 8:
        return v
    return v * 255 // ((1 << depth) - 1)


def expected_rgba(rows, color_type, depth, palette=None, alphas=None, key=None):
    out = bytearray()
    for row in rows:
        for px in row:
            if color_type == 0:
                g = scale(px[0], depth)
                out += bytes((g, g, g, 0 if key == px[0] else 255))
            elif color_type == 2:
                r, g, b = (scale(s, depth) for s in px)
                out += bytes((r, g, b, 0 if key == tuple(px) else 255))
            elif color_type == 3:
                r, g, b = palette[px[0]]
                a = alphas[px[0]] if alphas is not None and px[0] < len(alphas) else 255
                out += bytes((r, g, b, a))
            elif color_type == 4:
                g = scale(px[0], depth)
                out += bytes((g, g, g, scale(px[1], depth)))
            else:
                out += bytes(scale(s, depth) for s in px)
    return bytes(out)


def write_expected(name, width, height, rgba):
    assert len(rgba) == width * height * 4
    with open(os.path.join(GOOD, name + ".rgba"), "wb") as f:
        f.write(b"%d %d\n" % (width, height) + rgba)


def pillow_rgba(path):
    with Image.open(path) as im:
        return im.convert("RGBA").tobytes()


def good_png(name, rows, color_type, depth, palette=None, alphas=None, key=None, check_pillow=True, **options):
    trns = None
    if alphas is not None:
        trns = bytes(alphas)
    elif key is not None:
        trns = b"".join(struct.pack(">H", k) for k in (key if isinstance(key, tuple) else (key,)))
    data = png_bytes(rows, color_type, depth, palette=palette, trns=trns, **options)
    assert len(data) <= 4096, (name, len(data))
    path = os.path.join(GOOD, name + ".png")
    with open(path, "wb") as f:
        f.write(data)
    rgba = expected_rgba(rows, color_type, depth, palette, alphas, key)
    if check_pillow and depth != 16:
        assert pillow_rgba(path) == rgba, "Pillow disagrees about " + name
    write_expected(name, len(rows[0]), len(rows), rgba)


# ---------------------------------------------------------------- pixel content

def noise_rows(rng, width, height, channels, depth, smooth=False):
    top = (1 << depth) - 1
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            if smooth:
                base = (x * 37 + y * 23) % (top + 1)
                row.append(tuple(min(top, max(0, base + rng.randint(-2, 2) * (top // 255 + 1) + c * 5)) for c in range(channels)))
            else:
                row.append(tuple(rng.randint(0, top) for _ in range(channels)))
        rows.append(row)
    return rows


def make_good_pngs():
    rng = random.Random(1234)
    sizes = [(17, 5), (3, 7), (13, 11), (9, 9), (1, 1)]

    # Gray, every depth, plain and interlaced.
    for depth, (w, h) in zip((1, 2, 4, 8, 16), sizes):
        good_png("gray%d_%dx%d" % (depth, w, h), noise_rows(rng, w, h, 1, depth), 0, depth)
    for depth, (w, h) in zip((1, 2, 4, 8, 16), [(17, 5), (9, 9), (3, 7), (17, 5), (9, 9)]):
        good_png("gray%d_interlaced_%dx%d" % (depth, w, h), noise_rows(rng, w, h, 1, depth), 0, depth, interlace=1)
    good_png("gray8_1x1", [[(200,)]], 0, 8)
    good_png("gray1_interlaced_1x1", [[(1,)]], 0, 1, interlace=1)

    # Gray with a tRNS colour key.
    for depth, (w, h) in zip((1, 2, 4, 8, 16), [(17, 5), (9, 9), (3, 7), (17, 5), (9, 9)]):
        rows = noise_rows(rng, w, h, 1, depth)
        key = rows[0][0][0]
        # Pillow compares 1/2/4-bit keys against scaled samples, so only 8-bit is cross-checked.
        good_png("gray%d_trns_%dx%d" % (depth, w, h), rows, 0, depth, key=key, check_pillow=depth == 8)

    # RGB.
    good_png("rgb8_17x5", noise_rows(rng, 17, 5, 3, 8), 2, 8)
    good_png("rgb16_9x9", noise_rows(rng, 9, 9, 3, 16), 2, 16)
    good_png("rgb8_interlaced_17x5", noise_rows(rng, 17, 5, 3, 8), 2, 8, interlace=1)
    good_png("rgb16_interlaced_3x7", noise_rows(rng, 3, 7, 3, 16), 2, 16, interlace=1)
    rows = noise_rows(rng, 17, 5, 3, 8)
    rows[2][3] = rows[4][16] = rows[0][0]
    good_png("rgb8_trns_17x5", rows, 2, 8, key=rows[0][0])
    rows = noise_rows(rng, 9, 9, 3, 16)
    rows[8][8] = rows[1][1]
    good_png("rgb16_trns_9x9", rows, 2, 16, key=rows[1][1])
    palette = [(rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255)) for _ in range(16)]
    good_png("rgb8_suggested_palette_13x11", noise_rows(rng, 13, 11, 3, 8), 2, 8, palette=palette)

    # Palette, every depth, with and without tRNS alpha.
    for depth, (w, h) in zip((1, 2, 4, 8), [(17, 5), (9, 9), (13, 11), (17, 5)]):
        count = 1 << depth
        palette = [(rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255)) for _ in range(count)]
        rows = noise_rows(rng, w, h, 1, depth)
        good_png("palette%d_%dx%d" % (depth, w, h), rows, 3, depth, palette=palette)
        alphas = [rng.randint(0, 255) for _ in range(max(1, count // 2))]  # shorter than the palette
        good_png("palette%d_trns_%dx%d" % (depth, w, h), rows, 3, depth, palette=palette, alphas=alphas)
    palette = [(i * 3 % 256, i * 7 % 256, i * 11 % 256) for i in range(200)]
    rows = [[(rng.randint(0, 199),) for _ in range(9)] for _ in range(9)]
    good_png("palette8_interlaced_9x9", rows, 3, 8, palette=palette, interlace=1)
    palette = [(rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255)) for _ in range(4)]
    good_png("palette2_interlaced_17x5", noise_rows(rng, 17, 5, 1, 2), 3, 2, palette=palette, interlace=1)

    # Gray + alpha and RGBA.
    good_png("gray_alpha8_13x11", noise_rows(rng, 13, 11, 2, 8), 4, 8)
    good_png("gray_alpha16_9x9", noise_rows(rng, 9, 9, 2, 16), 4, 16)
    good_png("gray_alpha8_interlaced_17x5", noise_rows(rng, 17, 5, 2, 8), 4, 8, interlace=1)
    good_png("gray_alpha16_interlaced_3x7", noise_rows(rng, 3, 7, 2, 16), 4, 16, interlace=1)
    good_png("rgba8_17x5", noise_rows(rng, 17, 5, 4, 8), 6, 8)
    good_png("rgba16_9x9", noise_rows(rng, 9, 9, 4, 16), 6, 16)
    good_png("rgba8_interlaced_17x5", noise_rows(rng, 17, 5, 4, 8), 6, 8, interlace=1)
    good_png("rgba16_interlaced_1x1", [[(0x1234, 0xABCD, 0xFF00, 0x8080)]], 6, 16, interlace=1)
    good_png("rgba8_1x1", [[(10, 20, 30, 40)]], 6, 8)

    # One filter type throughout, on smooth content where the predictors matter.
    for kind, label in enumerate(("none", "sub", "up", "average", "paeth")):
        good_png("filter_%s_rgb8_16x12" % label, noise_rows(rng, 16, 12, 3, 8, smooth=True), 2, 8,
                 filters=lambda n, kind=kind: kind)
    good_png("filter_paeth_rgba16_7x6", noise_rows(rng, 7, 6, 4, 16, smooth=True), 6, 16, filters=lambda n: 4)

    # DEFLATE variants on the same image; IDAT split into many chunks.
    rows = noise_rows(rng, 24, 16, 3, 8, smooth=True)
    for mode in ("stored", "fixed", "level1", "level9", "huffman", "rle", "filtered", "window9", "flushes", "mixed"):
        good_png("deflate_%s_24x16" % mode, rows, 2, 8, mode=mode)
    good_png("idat_1byte_chunks_6x4", noise_rows(rng, 6, 4, 3, 8), 2, 8, idat_size=1)
    good_png("idat_7byte_chunks_24x16", rows, 2, 8, idat_size=7)

    # Ancillary chunks, known and private, before and after the image data.
    before = (chunk(b"gAMA", struct.pack(">I", 45455)), chunk(b"tEXt", b"Comment\x00fixture"), chunk(b"prVt", b"\x01\x02\x03"))
    after = (chunk(b"tIME", bytes(7)), chunk(b"zzZz", b"ignored"))
    good_png("ancillary_chunks_rgb8_5x5", noise_rows(rng, 5, 5, 3, 8), 2, 8, before=before, after=after)

    # Files written by Pillow itself.
    def pillow_saved(name, image, **options):
        path = os.path.join(GOOD, name + ".png")
        image.save(path, "PNG", **options)
        assert os.path.getsize(path) <= 4096, name
        write_expected(name, image.width, image.height, pillow_rgba(path))

    gradient = Image.new("RGB", (30, 20))
    gradient.putdata([(x * 8, y * 12, (x * y) % 256) for y in range(20) for x in range(30)])
    pillow_saved("pillow_rgb_30x20", gradient, optimize=True)
    pillow_saved("pillow_rgba_30x20", gradient.convert("RGBA").rotate(30), compress_level=9)
    pillow_saved("pillow_palette4_30x20", gradient.quantize(16), bits=4)
    pillow_saved("pillow_bilevel_30x20", gradient.convert("1"))
    la = gradient.convert("LA")
    la.putalpha(Image.linear_gradient("L").resize((30, 20)))
    pillow_saved("pillow_gray_alpha_30x20", la)
    palette_alpha = gradient.quantize(8)
    palette_alpha.info["transparency"] = 3
    pillow_saved("pillow_palette_transparency_30x20", palette_alpha, transparency=3)


# ---------------------------------------------------------------- PNM

def pnm_bytes(kind, width, height, maxval, samples, header=None):
    head = header if header is not None else b"%s\n%d %d\n%d\n" % (kind, width, height, maxval)
    if maxval < 256:
        body = bytes(samples)
    else:
        body = b"".join(struct.pack(">H", s) for s in samples)
    return head + body


def make_pnm():
    rng = random.Random(99)

    def good_pnm(name, kind, width, height, maxval, header=None, pillow=False):
        channels = 1 if kind == b"P5" else 3
        samples = [rng.randint(0, maxval) for _ in range(width * height * channels)]
        data = pnm_bytes(kind, width, height, maxval, samples, header)
        path = os.path.join(GOOD, name)
        with open(path, "wb") as f:
            f.write(data)
        out = bytearray()
        for i in range(width * height):
            px = samples[i * channels:(i + 1) * channels]
            px = [(s * 255 + maxval // 2) // maxval for s in px]
            out += bytes(px * 3 if channels == 1 else px) + b"\xff"
        if pillow:
            assert pillow_rgba(path) == bytes(out), "Pillow disagrees about " + name
        write_expected(os.path.splitext(name)[0], width, height, bytes(out))

    good_pnm("pnm_p6_255_7x5.ppm", b"P6", 7, 5, 255, pillow=True)
    good_pnm("pnm_p5_255_9x4.pgm", b"P5", 9, 4, 255, pillow=True)
    good_pnm("pnm_p5_maxval15_5x5.pgm", b"P5", 5, 5, 15)
    good_pnm("pnm_p6_maxval1000_4x3.ppm", b"P6", 4, 3, 1000)
    good_pnm("pnm_p5_maxval65535_3x3.pgm", b"P5", 3, 3, 65535)
    good_pnm("pnm_p6_comments_4x2.ppm", b"P6", 4, 2, 255,
             header=b"P6 # made by make_fixtures.py\n#another comment\n4\t# width\n 2\r\n# maxval next\n255\n",
             pillow=True)
    good_pnm("pnm_p5_1x1.pgm", b"P5", 1, 1, 255, header=b"P5 1 1 255 ")


# ---------------------------------------------------------------- bad files

def make_bad():
    def bad(name, data):
        with open(os.path.join(BAD, name), "wb") as f:
            f.write(data)

    rng = random.Random(7)
    rows = noise_rows(rng, 16, 16, 3, 8)
    good = png_bytes(rows, 2, 8)
    raw = scanlines(rows, 16, 16, 2, 8, 0, lambda n: n % 5)

    def with_idat(data, width=16, height=16, depth=8, color_type=2, extra=b""):
        return SIGNATURE + ihdr(width, height, depth, color_type) + extra + chunk(b"IDAT", data) + chunk(b"IEND", b"")

    idat_at = good.index(b"IDAT")
    bad("truncated_in_idat.png", good[:idat_at + 40])
    bad("truncated_signature.png", SIGNATURE[:5])
    bad("signature_only.png", SIGNATURE)
    bad("missing_iend.png", good[:-12])
    flipped = bytearray(good)
    flipped[idat_at + 10] ^= 0x01
    bad("bad_crc_idat.png", bytes(flipped))
    flipped = bytearray(good)
    flipped[16 + 3] ^= 0x01   # inside the IHDR width field
    bad("bad_crc_ihdr.png", bytes(flipped))
    bad("not_an_image.txt", b"hello, this is plain text and not an image\n")
    bad("not_an_image.gif", b"GIF89a\x01\x00\x01\x00\x00\x00\x00;")
    bad("empty.bin", b"")

    # Claims 1000x1000 gray (1,001,000 bytes of scanlines) but inflates to 3 MB.
    bomb = zlib.compress(bytes(3_000_000), 9)
    bad("bomb_1000x1000.png", with_idat(bomb, 1000, 1000, 8, 0))
    # Claims 10000x10000 RGB: over the default limits before anything is inflated.
    bad("bomb_10000x10000.png", with_idat(zlib.compress(bytes(4_000_000), 9), 10000, 10000, 8, 2))
    bad("huge_100000x100000.png", with_idat(zlib.compress(b"\x00" * 64), 100000, 100000, 8, 2))

    bad("unknown_critical_chunk.png", with_idat(zlib.compress(raw), extra=chunk(b"CRIT", b"must understand")))
    bad("bad_depth_rgb4.png", SIGNATURE + ihdr(16, 16, 4, 2) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
    bad("bad_color_type5.png", SIGNATURE + ihdr(16, 16, 8, 5) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
    bad("bad_interlace_method.png", SIGNATURE + ihdr(16, 16, 8, 2, interlace=2) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
    bad("zero_width.png", SIGNATURE + ihdr(0, 16, 8, 2) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
    bad("ihdr_not_first.png", SIGNATURE + chunk(b"tEXt", b"a\x00b") + ihdr(16, 16, 8, 2) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
    bad("no_idat.png", SIGNATURE + ihdr(16, 16, 8, 2) + chunk(b"IEND", b""))
    bad("palette_without_plte.png", SIGNATURE + ihdr(4, 4, 8, 3) + chunk(b"IDAT", zlib.compress(bytes(20))) + chunk(b"IEND", b""))
    bad("bad_plte_length.png", SIGNATURE + ihdr(4, 4, 8, 3) + chunk(b"PLTE", bytes(7)) + chunk(b"IDAT", zlib.compress(bytes(20))) + chunk(b"IEND", b""))
    bad("bad_filter_type.png", with_idat(zlib.compress(b"\x07" + raw[1:])))
    bad("short_image_data.png", with_idat(zlib.compress(raw[:-49])))
    stream = bytearray(zlib.compress(raw))
    stream[-1] ^= 0xFF
    bad("bad_adler.png", with_idat(bytes(stream)))
    bad("bad_zlib_header.png", with_idat(b"\x78\x9d" + zlib.compress(raw)[2:]))
    bad("truncated_zlib_stream.png", with_idat(zlib.compress(raw)[:200]))

    bad("truncated.ppm", b"P6\n4 4\n255\n" + bytes(20))
    bad("maxval_zero.pgm", b"P5\n4 4\n0\n" + bytes(16))
    bad("maxval_too_big.pgm", b"P5\n4 4\n70000\n" + bytes(32))
    bad("huge_100000x100000.ppm", b"P6\n100000 100000\n255\n" + bytes(16))
    bad("header_garbage.pgm", b"P5\n4 x4\n255\n" + bytes(16))
    bad("ascii_bitmap.pbm", b"P1\n2 2\n0 1 1 0\n")


# ---------------------------------------------------------------- inflate streams

class XorShift32:
    """Shared with the Swift tests, which regenerate the originals from the manifest."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF or 1

    def next(self):
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x


def generate(kind, length, seed):
    rng = XorShift32(seed)
    out = bytearray()
    if kind == "random":
        while len(out) < length:
            out.append(rng.next() & 0xFF)
    elif kind == "text":
        words = [b"alpha", b"beta", b"gamma", b"delta", b"epsilon", b"zeta", b"eta", b"theta",
                 b"iota", b"kappa", b"lambda", b"mu", b"nu", b"xi", b"omicron", b"pi"]
        while len(out) < length:
            out += words[rng.next() % 16] + b" "
    elif kind == "runs":
        while len(out) < length:
            out += bytes([rng.next() & 0xFF]) * (1 + rng.next() % 300)
    elif kind == "far":
        # A random block repeated exactly 32768 bytes later: the longest legal distance.
        block = bytes(rng.next() & 0xFF for _ in range(268))
        while len(out) < length:
            out += block + bytes([rng.next() & 3]) * (32768 - 268)
    else:
        raise ValueError(kind)
    return bytes(out[:length])


def make_inflate():
    cases = [
        ("random", 3000, 1, "level6"), ("random", 3000, 2, "stored"), ("random", 2000, 3, "fixed"),
        ("random", 3000, 4, "huffman"), ("text", 12000, 5, "level1"), ("text", 12000, 6, "level9"),
        ("text", 9000, 7, "fixed"), ("text", 12000, 8, "filtered"), ("text", 8000, 9, "window9"),
        ("runs", 40000, 10, "level6"), ("runs", 40000, 11, "rle"), ("runs", 20000, 12, "fixed"),
        ("far", 100000, 13, "level9"), ("far", 70000, 14, "fixed"), ("text", 10000, 15, "flushes"),
        ("text", 6000, 16, "mixed"), ("runs", 0, 17, "level6"), ("text", 1, 18, "level9"),
        ("text", 6000, 19, "raw"), ("runs", 30000, 20, "raw"),
    ]
    lines = []
    for index, (kind, length, seed, mode) in enumerate(cases):
        data = generate(kind, length, seed)
        if mode == "raw":
            c = zlib.compressobj(9, zlib.DEFLATED, -15)
            stream = c.compress(data) + c.flush()
            name = "%02d_%s_raw.deflate" % (index, kind)
        else:
            stream = compress(data, "default" if mode == "level6" else mode)
            name = "%02d_%s_%s.zlib" % (index, kind, mode)
        assert len(stream) <= 4096, (name, len(stream))
        assert zlib.decompress(stream, -15 if mode == "raw" else 15) == data
        with open(os.path.join(INFLATE, name), "wb") as f:
            f.write(stream)
        lines.append("%s %s %d %d" % (name, kind, length, seed))
    with open(os.path.join(INFLATE, "manifest.txt"), "w") as f:
        f.write("# file generator length seed\n" + "\n".join(lines) + "\n")


def main():
    for folder in (GOOD, BAD, INFLATE):
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
    make_good_pngs()
    make_pnm()
    make_bad()
    make_inflate()
    for folder in (GOOD, BAD, INFLATE):
        print(folder, len(os.listdir(folder)), "files")


if __name__ == "__main__":
    main()
