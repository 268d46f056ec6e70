/* @@cmd: /bin/uname -s */
/*
 * The user host names system calls as the kernel's syscall metadata and
 * the module do (and Oracle Linux DTrace): uname(2) is newuname; stat,
 * fstat, lstat, sendfile and umount2 are newstat, newfstat, newlstat,
 * sendfile64 and umount, and the __NR_ names match nothing.
 */
#pragma D option quiet

syscall::newuname:entry
/pid == $target/
{
	entry = strjoin(probemod, strjoin(":", strjoin(probefunc, strjoin(":",
	    probename))));
}

syscall::newuname:return
/pid == $target/
{
	ret = strjoin(probefunc, strjoin(":", probename));
	rv = arg0;
}

END
{
	printf("%s\n%s %d\n", entry, ret, rv);
}
