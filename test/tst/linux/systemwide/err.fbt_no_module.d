/*
 * On the user host, a description naming a provider only dtrace.ko has
 * (fbt here) matches nothing, and the reference's error says why: no
 * module loaded (this host), or -x backend=user (run-tests --backend user).
 * @@backend: user
 * @@exit: 1
 * @@stderr: probe description fbt::vfs_read:entry does not match any probes (fbt probes need 
 */
fbt::vfs_read:entry
{
	@ = count();
}
