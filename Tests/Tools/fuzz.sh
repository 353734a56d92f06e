#!/usr/bin/env bash
# Fuzzes the input decoder, the command line (parser, builder, resolver, run loop in memory) and the
# --spec reader (JSON, spec, options, --validate patterns) under libFuzzer with AddressSanitizer,
# seeded with real key, mouse and paste sequences, command lines and specs. Another target, keys,
# sends typed and pasted bytes through a whole dialog with text fields and checks the frame it draws
# (slower; by name). Another, fields, feeds reads of any size to a dialog with text fields, a filter
# and a timeout, checking the editing and filter invariants. Two more take their input huge and
# deep: pattern, the --validate compiler and matcher, and answers, the answer-line parser and the
# progress file reader.
#
#   Tests/Tools/fuzz.sh [SECONDS] [TARGET[:RUNS] ...]     TARGET: decoder, arguments, spec, keys, fields, ansi, pattern or answers
#
# A target alone explores for SECONDS (default 60), growing its corpus; TARGET:RUNS tries exactly RUNS
# inputs from an empty corpus, the same inputs on every machine whatever its speed (what CI does).
#
# Exits non-zero when a target crashes or breaks one of its checks; the input that did it is left
# as .build/fuzz/TARGET/crash-* (replay: .build/fuzz/TARGET/run .build/fuzz/TARGET/crash-*).
# Found inputs worth keeping become regression tests, not files here.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=60
if [[ ${1:-} =~ ^[0-9]+$ ]]; then
    seconds=$1
    shift
fi
requests=("$@")
((${#requests[@]})) || requests=(decoder arguments)
targets=()
declare -A runs=()
for request in "${requests[@]}"; do
    name=${request%%:*}
    targets+=("$name")
    [[ $request == *:* ]] && runs[$name]=${request#*:}
done

out=.build/fuzz
mkdir -p "$out"
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -I "$out")

printf '@_cdecl("LLVMFuzzerTestOneInput") public func probe(_ d: UnsafePointer<UInt8>?, _ n: Int) -> CInt { 0 }\n' \
    > "$out/probe.swift"
if ! swiftc -sanitize=fuzzer,address -parse-as-library "$out/probe.swift" -o "$out/probe" >/dev/null 2>&1; then
    echo "fuzz: this swiftc cannot build with -sanitize=fuzzer,address" >&2
    exit 2
fi

# A module from its sources (Sources/NAME unless a directory is given). Test support that uses
# XCTest (`eventually`, the seeds reported with a failure) is left out: a fuzzer links no XCTest.
module() {
    local name=$1 directory=${2:-Sources/$1}
    echo "fuzz: building $name"
    swiftc "${flags[@]}" -module-name "$name" -wmo -c -emit-module -emit-module-path "$out/$name.swiftmodule" \
        $(find "$directory" -name '*.swift' | sort | xargs grep -L '^import XCTest') -o "$out/$name.o" 2>&1 \
        | grep -v 'Cannot export local symbol' || true
    [[ -f "$out/$name.o" ]]
}

target() {
    local name=$1 harness=$2
    shift 2
    mkdir -p "$out/$name/corpus" "$out/$name/seeds"
    swiftc "${flags[@]}" -module-name "${harness%.swift}" "Tests/Tools/fuzz/$harness" "$@" -o "$out/$name/run" 2>&1 \
        | grep -v 'Cannot export local symbol' || true
    [[ -x "$out/$name/run" ]]
}

seed() { printf -- "$2" > "$out/$1/seeds/$3"; }

rm -f "$out"/*.o
module PopupCore
for name in "${targets[@]}"; do
    case $name in
    decoder)
        target decoder DecoderFuzz.swift "$out/PopupCore.o"
        # The first byte sets the read size the stream is cut into.
        seed decoder '\001abc\r' keys
        seed decoder '\003\033[A\033[B\033[C\033[D\033OA\033[1;5C\033[5~\033[3;2~\033[15~' arrows
        seed decoder '\007\033[<0;12;7M\033[<0;12;7m\033[<64;3;3M\033[<32;5;5M\033[M !!' mouse
        seed decoder '\002\033[200~pasted \000 text \033[31m\033[201~x' paste
        seed decoder '\005\033[I\033[O\033[?62;22c\033[12;40R\033]11;rgb:0/0/0\007\033P>|tmux\033\\' replies
        seed decoder '\004\303\251\346\227\245\360\237\230\200\342\200\256\302\233\377\300\257' utf8
        seed decoder '\006\033[13;2u\033[27;5;106~\033b\033\033\t\177\003\032' modified
        ;;
    keys)
        target keys KeysFuzz.swift "$out/PopupCore.o"
        seed keys '\tname\033[D\033[3~\033[200~pasted \033]0;x\007 \302\233\342\200\256\033[201~\t\tsecret\177' field
        seed keys '\033[<0;12;7M\033[<0;12;7m\033[B\033[A\001\005\025\027' editing
        ;;
    arguments|spec)
        [[ -f $out/PopupCLI.o ]] || { module PopupTTY && module PopupKit && module PopupCLI; }
        ;;&
    spec)
        target spec SpecFuzz.swift "$out/PopupCore.o" "$out/PopupTTY.o" "$out/PopupKit.o" "$out/PopupCLI.o"
        seed spec '{"title":"Sign in","buttons":[{"label":"Go","role":"default","stay":false}],"timeout":10}' basic
        seed spec '{"fields":[{"placeholder":"User","value":"bob","validate":"^([a-z0-9]+-?)*$","required":true}]}' field
        seed spec '{"title":"a","title":"b","\\u00e9":[1,2.5e3,-0,true,null,{"x":"\\ud83d\\ude00"}]}' keys
        seed spec '\357\273\277{"set":["title.color=red"],"width":"40..72","answer":1,"answer-value":["x"]}' bom
        ;;
    fields)
        target fields FieldsFuzz.swift "$out/PopupCore.o"
        # The first byte sets the read size the stream is cut into.
        seed fields '\004name\033[D\033[3~\033[200~pasted \342\200\256 e\314\201\033[201~\tsecret123456\177\r' field
        seed fields '\011\033[B\033[Bap\177\177ch\025ban an\033\033[A\r' filter
        seed fields '\002e\314\201\314\201\314\201\314\201\001\005\027\013\t\033[Z x' marks
        seed fields '\244ap\033[B \033[B \177\177\033[F \033[H\t\033[Z\033[6~\r' checklist
        seed fields '\324c\033[Bd \033[A \033[5~\t\r' radio
        ;;
    ansi)
        target ansi ANSIFuzz.swift "$out/PopupCore.o"
        # The first byte: how many times the rest repeats (its low bits, times 16), NUL-separated (0x40).
        seed ansi '\000\033[1;38;5;208mbold\033[0m \033[48:2::1:2:3mrgb\033[m\n\033]8;;http://x\033\\link\033]8;;\007\n' colours
        seed ansi '\077\033Pq' dcs
        seed ansi '\077\033]0;' osc
        seed ansi '\0770;38;48;' codes
        seed ansi '\001\033[38;2;1;2\033_x\033^y\033(B\033\033[\n\033[?1049l\302\233m' broken
        ;;
    pattern)
        target pattern PatternFuzz.swift "$out/PopupCore.o"
        # The first byte: how many times the rest repeats (its low bits), after an 'a' (its high bit).
        seed pattern '\221*' stacked
        seed pattern '\021{1}' counted
        seed pattern '\010(?:a|b' groups
        seed pattern '\004.*a.{0,1000}' heavy
        seed pattern '\002^[a-z0-9._/-]+$' branch
        seed pattern '\001(?i)[[:alpha:]\\p{Lu}]{2,5}\\b(x|y)*?\\x41' classes
        ;;
    answers)
        target answers AnswersFuzz.swift "$out/PopupCore.o"
        # The first byte: how many times the rest repeats (its low bits), inside {"items":[…]} (its high bit).
        seed answers '\000{"v":1,"title":"Deploy?","fingerprint":"fnv1a64:0123456789abcdef","answer":"Deploy","index":1,"status":1}' recorded
        seed answers '\000{"answer":"OK","values":["bob",{"env":"POPUPCTL_SECRET_PASSWORD"}],"items":["a",{"bytes":"636166e9"}]}' items
        seed answers '\000{"ended":"interrupted","signal":15}' signal
        seed answers '\000{"values":["2024-04-01"],"items":["Banana","z"],"query":"ba"}' boxes
        seed answers '\000{"answer":"OK","values":["07:08:09"],"items":[]}' emptied
        seed answers '\214"x",{"bytes":"ff"},' many
        seed answers '\006[[[[[[[[' deep
        seed answers '\000popupctl answer progress 2\nfile 1:2\nnext 4 301\nruns b:1:2 b:3:4\ntaken 3 Install?\n' progress
        ;;
    arguments)
        # The command's world in memory is the tests' own.
        module PopupTestSupport Tests/PopupTestSupport
        target arguments ArgumentsFuzz.swift "$out/PopupCore.o" "$out/PopupTTY.o" "$out/PopupKit.o" "$out/PopupCLI.o" \
            "$out/PopupTestSupport.o"
        seed arguments '-t\000Delete?\000-m\000Gone for good.\000--cancel\000Keep\000--destructive\000&Delete' basic
        seed arguments '--input\000Name\000--validate\000^[a-z]+$\000--required\000--max-length\0008\000-b\000Save' field
        seed arguments '-b\000A\000--stay\000-b\000B\000--default\0001\000--timeout\0002.5\000--output\000json' options
        seed arguments 'whiptail\000--checklist\000Pick\00020\00060\0005\000a\000A\000on\000--\000-b\000B\000off\000--separate-output' whiptail
        seed arguments 'dialog\000--extra-button\000--menu\000Pick\0000\000-1\0004\000a\000A\000--\000--b\000B\000--stdout' dialog
        seed arguments '--width=40..72\000--style\000sheet\000--axis\000vertical\000-m\000-\000--no-mouse' layout
        seed arguments '--answer\000Yes\000--answer-value\000x\000-b\000Yes\000-p\000Secret' answer
        seed arguments '--tilte\000x\000--help' errors
        ;;
    *)
        echo "fuzz: unknown target '$name' (decoder, arguments, spec, keys, fields, ansi, pattern, answers)" >&2
        exit 2
        ;;
    esac
done

status=0
for name in "${targets[@]}"; do
    log="$out/$name/log.txt"
    if [[ -n ${runs[$name]:-} ]]; then
        echo "fuzz: $name, ${runs[$name]} inputs"
        rm -rf "$out/$name/corpus"
        mkdir -p "$out/$name/corpus"
        limit=(-runs="${runs[$name]}")
    else
        echo "fuzz: $name for ${seconds}s"
        limit=(-max_total_time="$seconds")
    fi
    # Key streams: short ones explore more per second.
    length=4096
    [[ $name == arguments || $name == spec ]] || length=1024
    if SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$out/$name/run" -seed=1 "${limit[@]}" -timeout=10 \
        -rss_limit_mb=2048 -max_len="$length" -use_value_profile=1 -print_final_stats=1 -artifact_prefix="$out/$name/" \
        "$out/$name/corpus" "$out/$name/seeds" > "$log" 2>&1; then
        grep -E '^stat::number_of_executed_units|^Done' "$log" | sed "s/^/fuzz: $name: /" || true
    else
        status=1
        echo "fuzz: $name FAILED; the end of $log:" >&2
        tail -n 40 "$log" >&2
    fi
done
exit $status
