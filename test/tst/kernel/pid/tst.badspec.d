/* @@backend: kernel */ /* @@opts: -qw */
/*
 * DTRACEIOC_UPROBE_MAKE with bad specifications on the module: each is an
 * error (or, for an offset inside an instruction, which only the consumer
 * can tell, a probe), never an oops or a WARN (panic_on_warn in the
 * guest); the site cap is checked before anything is allocated for it
 * (uprobebad.c)
 */
BEGIN
{
	system("./uprobebad");
	exit(0);
}
