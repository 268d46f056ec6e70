/* @@backend: kernel */ /* @@opts: -q */
/*
 * cwd in BEGIN is the working directory of dtrace itself (BEGIN fires in
 * the consumer's thread); the guest runs each test from its directory.
 */
BEGIN
{
	printf("%s\n", cwd);
	exit(0);
}
