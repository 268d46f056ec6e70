/*
 * -x backend= takes user, kernel, bpf or ptrace only.
 * @@opts: -x backend=bpff
 * @@stderr: failed to set -x backend: Invalid value for specified option
 */
BEGIN
{
	exit(0);
}
