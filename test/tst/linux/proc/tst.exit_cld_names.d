/* @@cmd: @PROGS@/exitcode -9 */
/*
 * proc:::exit's reason compares with the D library's names: a process
 * killed by SIGKILL exits with CLD_KILLED
 */
#pragma D option quiet

proc:::exit
/pid == $target/
{
	printf("%s\n", args[0] == CLD_EXITED ? "exited" :
	    args[0] == CLD_KILLED ? "killed" :
	    args[0] == CLD_DUMPED ? "dumped" : "?");
}
