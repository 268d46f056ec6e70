/*
 * On the user host, fbt comes from the kernel's kprobes (kernel capture):
 * on a kernel without them (this host), with no module loaded, a
 * description naming fbt matches nothing, and the error says why.
 * @@backend: user
 * @@requires: nokprobes
 * @@exit: 1
 * @@stderr: probe description fbt::vfs_read:entry does not match any probes (fbt probes need kprobes, which this kernel does not have, or 
 */
fbt::vfs_read:entry
{
	@ = count();
}
