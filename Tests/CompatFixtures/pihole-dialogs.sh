# A re-creation, written for popupctl's tests, of how pi-hole v6's installer
# (automated install/basic-install.sh: welcomeDialogs, confirm_ipv6_only) calls dialog: the
# same options, in the same order, the same chained boxes and the same handling of the status.
# The texts are our own. Sourced by CompatClientScriptTests with DIALOG=dialog on PATH.

# The installer's sizes and status names.
r=20
c=70
: "${DIALOG_OK:=0}"
: "${DIALOG_CANCEL:=1}"
: "${DIALOG_ESC:=255}"

# Three boxes in one dialog run, chained with --and-widget: two messages, then a yes/no whose
# focus starts on its "Exit" (--defaultno); Exit or Esc ends the installer.
welcomeDialogs() {
    dialog --no-shadow --clear --keep-tite \
        --backtitle "Welcome" \
        --title "Test Installer" \
        --msgbox "\\n\\nThis installer sets up the test service." \
        "${r}" "${c}" \
        --and-widget --clear \
        --backtitle "About" \
        --title "Free Software" \
        --msgbox "\\n\\nIt is free software:  https://example.org/" \
        "${r}" "${c}" \
        --and-widget --clear \
        --colors \
        --backtitle "Network" \
        --title "Static Address" \
        --no-button "Exit" --yes-button "Continue" \
        --defaultno \
        --yesno "\\n\\nThe service needs a STATIC ADDRESS.\\n\\n\
\\Zb\\Z1IMPORTANT:\\Zn set one up before you go on.\\n\\n\
Continue once it is configured." \
        "${r}" "${c}" && result=0 || result="$?"

    case "${result}" in
    "${DIALOG_CANCEL}" | "${DIALOG_ESC}")
        printf "  exited at the static address message\\n"
        exit 1
        ;;
    esac
}

# A yes/no with the result descriptor on stdout and both labels given in whiptail's spelling.
confirm_ipv6_only() {
    dialog --no-shadow --output-fd 1 \
--no-button "Exit" --yes-button "Install IPv6 ONLY" \
--yesno "\\n\\nWARNING - no IPv4 route was found.\\n\\n\
Do you wish to go on with IPv6 alone?\\n\\n" \
        "${r}" "${c}" && result=0 || result="$?"

    case "${result}" in
    "${DIALOG_CANCEL}" | "${DIALOG_ESC}")
        printf "  exited at the IPv6 message\\n"
        exit 1
    ;;
    esac
    printf "  going on with IPv6 alone\\n"
}
