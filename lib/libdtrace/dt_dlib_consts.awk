# lib/libdtrace/dt_dlib_consts.awk -- the errno and signal names of the D
# library (dt_dlib.c), from the C library's own definitions.
#
# Input: `cpp -dM` of <errno.h> and <signal.h>.  Every "#define ENAME
# value" and "#define SIGNAME value" whose value is a number, or the name
# of another such definition (EWOULDBLOCK EAGAIN, SIGIOT SIGABRT), becomes
# one line "NAME number"; the build sorts them and makes them D inlines.
# SIGSTKSZ is a size, not a signal, and is left out.
$1 == "#define" && NF == 3 && $2 != "SIGSTKSZ" &&
    ($2 ~ /^E[A-Z0-9]+$/ || $2 ~ /^SIG[A-Z0-9]+$/) {
	value[$2] = $3
}
END {
	for (name in value) {
		v = value[name]
		for (hops = 0; (v in value) && hops < 8; hops++)
			v = value[v]
		if (v ~ /^[0-9]+$/)
			print name, v
	}
}
