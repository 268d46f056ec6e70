/* @@opts: -L Ldir */
/*
 * -L DIR compiles every *.d file of DIR before the program, in name
 * order: their inlines and types are the program's to use; other files
 * are left alone.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", lib_answer, lib_half, sizeof (lib_pair_t));
	exit(0);
}
