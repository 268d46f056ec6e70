/* @@cmd: /usr/bin/python3 -S -E python_calls.py */
/* @@requires: stapsdt:/usr/bin/python3 */
/*
 * Python's own <sys/sdt.h> probes (Debian builds python3 with them):
 * function-return's arguments are the file, the function and the line
 * it returns from.  python_calls.py calls leaf() five times.  (Python
 * 3.11 fires function-entry only when it resumes a generator frame, so
 * the test counts returns.)
 */
#pragma D option quiet

python$target:::function-return
/copyinstr(arg1) == "leaf"/
{
	printf("%s %s %s:%d\n", probename, copyinstr(arg1),
	    basename(copyinstr(arg0)), arg2);
}
