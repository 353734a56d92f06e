# A re-creation, written for popupctl's tests, of how armbian-configng's dialog wrappers
# (tools/modules/functions/module_dialog_ui.sh: dialog_menu, dialog_yesno, dialog_radiolist)
# call dialog when DIALOG=dialog: the same options in the same order, the extra options before
# `--` passed on, the result swapped onto stdout with 3>&1 1>&2 2>&3. Written in our own words;
# sourced by CompatClientScriptTests. Needs bash (arrays).

DIALOG=${DIALOG:-dialog}
BACKTITLE=${BACKTITLE:-"Test configuration utility"}

# dialog_menu TITLE PROMPT HEIGHT WIDTH LIST_HEIGHT [OPTIONS...] [--] TAG ITEM [HELP]...
dialog_menu() {
	local title="$1" prompt="$2" height="${3:-0}" width="${4:-80}" list_height="${5:-9}"
	shift 5
	local extra=()
	while [[ $# -gt 0 ]]; do
		case "$1" in
			--) shift; break ;;
			--ok-button|--cancel-button|--yes-button|--no-button|--default-item|--backtitle)
				extra+=("$1" "$2"); shift 2 ;;
			--*) extra+=("$1"); shift ;;
			*) break ;;
		esac
	done
	dialog --colors --title "$title" "${extra[@]}" --backtitle "$BACKTITLE" \
		--menu "$prompt" $height $width $list_height "$@" 3>&1 1>&2 2>&3
}

# dialog_yesno TITLE QUESTION [YES_LABEL] [NO_LABEL] [HEIGHT] [WIDTH] [OPTIONS...]
dialog_yesno() {
	local title="$1" prompt="$2" yes="${3:-Yes}" no="${4:-No}" height="${5:-0}" width="${6:-80}"
	local extra=("${@:7}")
	dialog --clear --colors --title "$title" "${extra[@]}" --backtitle "$BACKTITLE" \
		--yes-button "$yes" --no-button "$no" --yesno "$prompt" $height $width
}

# dialog_radiolist TITLE PROMPT HEIGHT WIDTH LIST_HEIGHT [OPTIONS...] [--] TAG ITEM STATUS...
dialog_radiolist() {
	local title="$1" prompt="$2" height="${3:-0}" width="${4:-80}" list_height="${5:-9}"
	shift 5
	local extra=()
	while [[ $# -gt 0 ]]; do
		case "$1" in
			--) shift; break ;;
			--ok-button|--cancel-button|--yes-button|--no-button)
				extra+=("$1" "$2"); shift 2 ;;
			--*) extra+=("$1"); shift ;;
			*) break ;;
		esac
	done
	dialog --colors --title "$title" "${extra[@]}" --backtitle "$BACKTITLE" \
		--radiolist "$prompt" $height $width $list_height "$@" 3>&1 1>&2 2>&3
}
